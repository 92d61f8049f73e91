import { Navigate } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import * as css from "./page.css";

/** /page/{id} (menu spec section 2): the info page's title and its HTML, sanitized. An unknown id goes to /home. */
export default function InfoPage({ context }: BlockProps) {
  const id = context.route.params["id"];
  const page = useMenuState((s) => s.menuData?.pages.find((p) => sameId(p.id, id)));
  const loaded = useMenuState((s) => s.menuData !== undefined);
  if (!loaded) return null;
  if (!page) return <Navigate to="/home" replace />;
  return (
    <main className={css.page}>
      <h1 className={css.title}>{page.title}</h1>
      <SafeHtml html={page.content} className={css.content} />
    </main>
  );
}
