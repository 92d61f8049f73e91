// Evaluated first (see the import order in main.tsx): React DOM's evaluation then records no stacks for the errors it
// makes (./library-error-stacks.ts); ./yield-after-libraries.ts gives the setting back.
import { withholdErrorStacks } from "./library-error-stacks";

withholdErrorStacks();
