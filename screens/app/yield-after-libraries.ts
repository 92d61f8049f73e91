// Evaluated right after React, React DOM and the router (see the import order in main.tsx): a task boundary between
// the libraries' evaluation and the app's own modules', which were one task of 90–200 ms at 4× CPU slowdown. Errors
// record their stacks again from here on (./library-error-stacks.ts).
import { yieldToMain } from "../../engine/menu/yield-to-main";
import { restoreErrorStacks } from "./library-error-stacks";

restoreErrorStacks();
await yieldToMain();
