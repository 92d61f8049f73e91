/**
 * Asks for a picture now, at high priority, as soon as the menu says it is the screen's largest paint: before the
 * screen's code has run and rendered its `<img>`. `srcSet` is the `<img>`'s own, so the browser picks the same
 * candidate it will show. Once per address.
 */
export function preloadImage(src: string | null | undefined, srcSet?: string): void {
  if (!src || typeof document === "undefined") return;
  const href = new URL(src, document.baseURI).href;
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  if (srcSet) link.imageSrcset = srcSet;
  link.fetchPriority = "high";
  document.head.append(link);
}
