import "../../engine/i18n/other-screens-texts";
import { useState } from "react";
import { Link, useRouter } from "@tanstack/react-router";
import { useSelector } from "@tanstack/react-store";
import { useAppServices, useCart } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { addMilli, lineTotal, sameId, ZERO_MILLI, type Milli } from "../../engine/rules";
import type { CartLine } from "../../engine/cart/cart-state";
import { tableSeat } from "../../engine/table-session/table-seat";
import { addCartToTable, removeTableLine, renameMe, stopOrderingForTable, takeTableOrder } from "../../engine/table-session/table-session";
import type { TableSessionState } from "../../schemas/api/table-session";
import { TABLE_LIMITS } from "../../schemas/api/table-session";
import { ActionBar } from "../shared/action-bar";
import { CloseIcon } from "../shared/icons";
import { useMoney } from "../shared/use-money";
import { TableTab } from "./table-tab";
import { memberLabel, placeTitle } from "./place-title";
import { useTableLive } from "./use-table-live";
import * as ordering from "../shared/ordering.css";
import { useTableText, type TableText } from "./use-table-text";
import * as css from "./table.css";

type Text = ReturnType<typeof useText>;

/**
 * `/table` (docs/shared-table.md): who is at the table and what each has put in the shared cart, live; the guest's
 * name; "Add my cart to the table"; the table's running tab; and "Order for the table", which takes the whole shared
 * cart into this guest's cart for the normal checkout (the server prices it as any order).
 */
export default function TableView() {
  const t = useText();
  const tt = useTableText();
  const seat = useSelector(tableSeat, (s) => s);
  const session = seat?.session ?? null;
  useTableLive(session?.id);

  if (!seat) {
    return (
      <div className={ordering.page}>
        <p className={ordering.message}>{tt("table_not_seated")}</p>
        <Link to="/home" className={ordering.primaryButton}>
          {t("ui_str_continue_shopping")}
        </Link>
      </div>
    );
  }
  if (!session) return <div className={ordering.page} aria-busy="true" />;
  return <SessionView session={session} orderingForTable={seat.orderingForTable} t={t} tt={tt} />;
}

function SessionView({ session, orderingForTable, t, tt }: { session: TableSessionState; orderingForTable: boolean; t: Text; tt: TableText }) {
  const services = useAppServices();
  const router = useRouter();
  const money = useMoney();
  const decimals = useMenuState((s) => s.menuData?.price_decimal_places);
  const products = useMenuState((s) => s.menuData?.products);
  // The shared line carries the venue's name in its default language; the guest reads it in theirs.
  const nameOf = (line: CartLine) => products?.find((p) => sameId(p.id, line.id))?.name || line.name;
  const cartCount = useCart((c) => c.products.length);
  const [busy, setBusy] = useState(false);
  const me = session.members.find((m) => m.no === session.you);
  // The guest's own card first, then the others in the order they sat down.
  const members = [...session.members].sort((a, b) => Number(b.no === session.you) - Number(a.no === session.you) || a.no - b.no);
  // One guest orders the whole shared cart for the table, or (the venue's setting) each orders their own lines.
  const eachOrders = session.ordering === "each";
  const ordered = eachOrders ? session.lines.filter((l) => l.member === session.you) : session.lines;
  const total = ordered.reduce<Milli>((sum, { line }) => addMilli(sum, lineTotal(line as unknown as CartLine, decimals)), ZERO_MILLI);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const orderForTable = () =>
    run(async () => {
      // The guest's own unshared lines join the table's first, so nothing in the cart is ordered twice or left out.
      if (services.cart.get().products.length > 0) await addCartToTable(services.cart);
      takeTableOrder(services.cart);
      await router.navigate({ to: "/cart" });
    });

  const putBack = () => {
    services.cart.actions.clearItems();
    stopOrderingForTable();
  };

  return (
    <main className={ordering.page} data-testid="table-view">
      <section className={ordering.card} aria-labelledby="table-title">
        <h1 id="table-title" className={ordering.heading}>
          {placeTitle(tt, session.place)}
        </h1>
        <p className={ordering.muted}>{tt(session.members.length === 1 ? "table_guests_one" : "table_guests_other", { count: session.members.length })}</p>
        <ul className={css.guests} aria-label={tt("table_guests_other", { count: session.members.length })}>
          {members.map((member) => (
            <li key={member.no} className={`${css.chip} ${member.no === session.you ? css.chipMe : ""}`} data-testid="table-guest">
              {member.here === undefined ? null : (
                <span className={css.presence} data-here={member.here} role="img" aria-label={tt(member.here ? "table_here" : "table_away")} data-testid="table-presence" />
              )}
              {memberLabel(tt, member)}
              {member.no === session.you ? ` · ${tt("table_you")}` : ""}
            </li>
          ))}
        </ul>
        {me ? <NameForm key={me.name} current={me.name} tt={tt} /> : null}
      </section>

      {orderingForTable ? (
        <section className={ordering.card} role="status">
          <p className={ordering.cardTitle}>{tt("table_in_your_cart")}</p>
          <Link to="/cart" className={`${ordering.primaryButton} ${ordering.wide}`}>
            {tt("table_go_to_cart")}
          </Link>
          <button type="button" className={`${ordering.secondaryButton} ${ordering.wide}`} onClick={putBack}>
            {t("cancel")}
          </button>
        </section>
      ) : cartCount > 0 ? (
        <button type="button" className={`${ordering.secondaryButton} ${ordering.wide}`} disabled={busy} onClick={() => void run(() => addCartToTable(services.cart))} data-testid="table-add-cart">
          {tt("table_add_my_cart", { count: cartCount })}
        </button>
      ) : null}

      {session.lines.length === 0 && !orderingForTable ? <p className={ordering.message}>{tt("table_empty")}</p> : null}

      {members.map((member) => {
        const lines = session.lines.filter((l) => l.member === member.no);
        if (lines.length === 0) return null;
        const mine = member.no === session.you;
        return (
          <section key={member.no} className={ordering.card} data-testid="table-member" data-member={member.no} aria-label={memberLabel(tt, member)}>
            <div className={css.memberHead}>
              <h2 className={ordering.cardTitle}>{mine ? tt("table_you") : memberLabel(tt, member)}</h2>
            </div>
            <ul className={ordering.lines}>
              {lines.map(({ line }, index) => {
                const cartLine = line as unknown as CartLine;
                return (
                  <li key={index} className={css.line} data-testid="table-line">
                    <span className={css.quantity}>{cartLine.qty}×</span>
                    <span className={ordering.lineName}>{nameOf(cartLine)}</span>
                    <span className={ordering.linePrice}>{money(lineTotal(cartLine, decimals))}</span>
                    {mine && !orderingForTable ? (
                      <button type="button" className={css.removeButton} aria-label={tt("table_remove_line", { name: nameOf(cartLine) })} disabled={busy} onClick={() => void run(() => removeTableLine(index))}>
                        <CloseIcon />
                      </button>
                    ) : (
                      <span />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}

      <TableTab session={session} />

      {ordered.length > 0 && !orderingForTable ? (
        <>
          {eachOrders ? <p className={ordering.muted}>{tt("table_each_orders_note")}</p> : null}
          <p className={ordering.muted}>{tt("table_prices_note")}</p>
          <ActionBar amountLabel={eachOrders ? t("ui_str_cart_total") : tt("table_shared_total")} amount={money(total)} testId="table-action-bar">
            <button type="button" className={`${ordering.primaryButton} ${ordering.wide}`} disabled={busy} onClick={() => void orderForTable()} data-testid="table-order">
              {tt(eachOrders ? "table_order_mine" : "table_order_for_table")}
            </button>
          </ActionBar>
        </>
      ) : null}
    </main>
  );
}

/** The name the others see (empty: "Guest 2"). */
function NameForm({ current, tt }: { current: string; tt: TableText }) {
  const [name, setName] = useState(current);
  const [saving, setSaving] = useState(false);
  return (
    <form
      className={css.nameRow}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void renameMe(name).finally(() => setSaving(false));
      }}
    >
      <label className={`${ordering.field} ${css.grow}`}>
        <span className={ordering.label}>{tt("table_your_name")}</span>
        <input className={`${ordering.input} ${css.nameInput}`} value={name} maxLength={TABLE_LIMITS.nameLength} autoComplete="given-name" onChange={(event) => setName(event.target.value)} data-testid="table-name" />
      </label>
      <button type="submit" className={ordering.secondaryButton} disabled={saving || name.trim() === current}>
        {tt("table_save_name")}
      </button>
    </form>
  );
}
