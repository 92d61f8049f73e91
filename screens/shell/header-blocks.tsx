import { lazy, Suspense, useRef, useState } from "react";
import { Link, useRouter } from "@tanstack/react-router";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { useCart } from "../../engine/react/app-services";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { ACTIVE_ORDER } from "../../engine/plugin-api";
import { totalQuantity } from "../../engine/rules/cart-line";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import { CartIcon, ChevronStartIcon, GlobeIcon, MenuIcon, SearchIcon } from "../shared/icons";
import * as css from "./shell.css";
import { titleProps, type TitleProps } from "./header-block-props";

// Neither the drawer nor the language list is needed for the first paint: each loads, with react-aria's
// overlay machinery, the first time the guest opens it. The buttons that open them are plain buttons.
const Drawer = lazy(() => import("./drawer"));
const LanguagePopover = lazy(() => import("./language-popover"));

/** The fixed, slim header (DESIGN.md); its buttons are its child blocks, each with its own condition. */
function ShellHeader({ children }: BlockProps) {
  return <header className={css.header}>{children}</header>;
}

function DrawerButton() {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={css.iconButton}
        aria-label={t("open_drawer")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <Drawer isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Back through the guest's history; to /home when the page was opened directly (a shared link). */
function BackButton() {
  const t = useText();
  const router = useRouter();
  return (
    <button
      type="button"
      className={css.iconButton}
      aria-label={t("back")}
      onClick={() => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: "/home" }))}
    >
      <ChevronStartIcon />
    </button>
  );
}


/** Logo and venue name; the page's h1 on screens whose own content has none (home). */
function HeaderTitle({ props }: BlockProps<TitleProps>) {
  const name = useMenuState((s) => s.menuData?.name);
  const logo = useMenuState((s) => s.menuData?.logo_image?.logo);
  const Tag = props.heading ? "h1" : "p";
  return (
    <Tag className={css.title}>
      {logo ? <img className={css.logo} src={logo} alt="" width={32} height={32} /> : null}
      {/* dir="auto": a Latin name on a right-to-left page is cut at its own end, not its beginning. */}
      <span className={css.titleText} dir="auto">
        {name}
      </span>
    </Tag>
  );
}

/** The header's language menu (enable_language_header). */
function LanguageMenu() {
  const t = useText();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={css.iconButton}
        aria-label={t("language")}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <GlobeIcon />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <LanguagePopover triggerRef={trigger} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

function SearchLink() {
  const t = useText();
  return (
    <Link to="/search" className={css.iconButton} aria-label={t("search")}>
      <SearchIcon />
    </Link>
  );
}

/**
 * The cart icon with the total quantity; to the active order when there is one, else the cart. Dimmed and
 * disabled while the venue is closed (menu spec, "Header and drawer").
 */
function CartLink({ context }: BlockProps) {
  const t = useText();
  const quantity = useCart((c) => totalQuantity(c.products));
  const activeOrder = useContextValue(ACTIVE_ORDER);
  const formatCount = useFormatCount();
  const label = t("cart_with_count", { count: formatCount(quantity) });
  const content = (
    <>
      <CartIcon />
      {quantity > 0 ? (
        <span className={css.badge} aria-hidden="true">
          {formatCount(quantity)}
        </span>
      ) : null}
    </>
  );
  if (!context.isOpen) {
    return (
      <span className={css.iconButton} role="link" aria-disabled="true" aria-label={label} data-testid="cart-link">
        {content}
      </span>
    );
  }
  return (
    <Link to={activeOrder ? `/order/${activeOrder}` : "/cart"} className={css.iconButton} aria-label={label} data-testid="cart-link">
      {content}
    </Link>
  );
}

export const headerBlocks = [
  defineBlock({ type: "shell.header", component: ShellHeader }),
  defineBlock({ type: "shell.drawer-button", component: DrawerButton }),
  defineBlock({ type: "shell.back", component: BackButton }),
  defineBlock({ type: "shell.title", component: HeaderTitle, props: import.meta.env?.DEV ? titleProps() : undefined }),
  defineBlock({ type: "shell.language-menu", component: LanguageMenu }),
  defineBlock({ type: "shell.search-link", component: SearchLink }),
  defineBlock({ type: "shell.cart-link", component: CartLink }),
];
