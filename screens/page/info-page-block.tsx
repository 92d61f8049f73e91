import type { BlockProps } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import * as css from "./page.css";

/** /page/{id} (menu spec section 2): the info page's title and its HTML, sanitized. (Its route sends an unknown id to /home.) */
export default function InfoPage({ context }: BlockProps) {
  const id = context.route.params["id"];
  const page = useMenuState((s) => s.menuData?.pages.find((p) => sameId(p.id, id)));
  // The route's guard sent an unknown id to /home; a page gone with a new menu shows nothing.
  if (!page) return null;
  return (
    <main className={css.page}>
      <h1 className={css.title}>{page.title}</h1>
      <SafeHtml html={page.content} className={css.content} />
    </main>
  );
}
