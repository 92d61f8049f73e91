/**
 * The moment the boot gate hands the page from the document's splash to the first screen, or to why there is none
 * (screens/app/boot-gate.tsx): what waits for the first screen (the service worker's precaching) waits on this.
 */
let markDrawn: () => void = () => undefined;

export const firstScreenDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

export function markFirstScreenDrawn(): void {
  markDrawn();
}
