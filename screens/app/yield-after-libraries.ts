// Evaluated right after React, React DOM and the router (see the import order in main.tsx): a task boundary between
// the libraries' evaluation and the app's own modules', which were one task of 90–200 ms at 4× CPU slowdown.
import { yieldToMain } from "../../engine/menu/yield-to-main";

await yieldToMain();
