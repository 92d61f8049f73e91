/**
 * Style blocks the app's libraries insert at run time, exactly as they write them: the policy lists their hashes
 * beside index.html's own. React Aria (react-aria/dist/private/…) adds each once per page; it would take a nonce
 * from `<meta property="csp-nonce">`, but a static, cached index.html cannot carry a fresh one.
 * An upgrade that changes one of these texts shows up as a violation in tests/browser/csp.spec.ts.
 */
export const LIBRARY_STYLE_BLOCKS: readonly string[] = [
  // interactions/usePress.js: pressable elements keep double-tap zoom from delaying a tap.
  `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
  // overlays/usePreventScroll.js: an open dialog keeps the page behind it from scrolling on iOS.
  `@layer {
  * {
    overscroll-behavior: contain;
  }
}`,
];
