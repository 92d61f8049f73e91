import { Link } from "@tanstack/react-router";
import { useSelector } from "@tanstack/react-store";
import { tableSeat } from "../../engine/table-session/table-seat";
import { ChevronEndIcon } from "../shared/icons";
import { placeTitle } from "./place-title";
import { useTableText } from "./use-table-text";
import * as css from "./table.css";

/**
 * On the home and cart screens of a guest seated by a table link: the table, how many are at it, and the way to
 * the table screen. Nothing for a guest who scanned no table.
 */
export default function TableBanner() {
  const tt = useTableText();
  const session = useSelector(tableSeat, (seat) => seat?.session ?? null);
  if (!session) return null;
  const count = session.members.length;
  return (
    <Link to="/table" className={css.banner} data-testid="table-banner">
      <span className={css.bannerText}>
        <span className={css.bannerTitle}>{placeTitle(tt, session.place)}</span>
        <span>{tt(count === 1 ? "table_guests_one" : "table_guests_other", { count })}</span>
      </span>
      <span className={css.bannerAction}>
        {tt("table_open")} <ChevronEndIcon />
      </span>
    </Link>
  );
}
