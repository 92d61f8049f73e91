import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useRouter } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { filterSearchable, prepareSearchNames, readSearchState, searchableProducts, searchResultHref, searchStateQuery, type EntityId, type SearchState } from "../../engine/rules";
import type { Property } from "../../schemas/menu";
import { useFormatCount, useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { CloseIcon, SearchIcon } from "../shared/icons";
import { ResultCard } from "./result-card";
import { PropertyLegend } from "../shared/property-icons";
import * as css from "./search.css";
import { visuallyHidden } from "../shared/visually-hidden.css";

/**
 * Results drawn for a new term: more than a phone's screenful (a card is about 96 px high, and the filters and the
 * icon key sit above the list). The keystroke's own task draws only these, so typing stays quick on a long menu; the
 * sentinel below them brings the next batch once it is within 600 px of the screen, in a task of its own.
 */
const FIRST_PAGE = 10;
/** Results added each time the end of the list comes near the screen. */
const PAGE_SIZE = 24;
/** Typing settles this long before the URL follows; a checkbox writes it at once. */
const URL_DELAY_MS = 300;

const searchHref = (state: SearchState) => {
  const query = searchStateQuery(state);
  return query === "" ? "/search" : `/search?${query}`;
};

/**
 * The property checkboxes, as chips; drawn again only when the checked ones change, not on every keystroke. The
 * browser's own checkboxes in a fieldset: the search screen is an entry route, and a widget library's checkbox
 * group cost it 25 kB for what the platform gives (decision 0033).
 */
const PropertyFilter = memo(function PropertyFilter({
  properties,
  checked,
  onChange,
}: {
  properties: readonly Property[];
  checked: readonly EntityId[];
  onChange: (checked: EntityId[]) => void;
}) {
  const t = useText();
  if (properties.length === 0) return null;
  const isChecked = (property: Property) => checked.some((id) => String(id) === String(property.id));
  const toggle = (property: Property, on: boolean) => onChange(properties.filter((p) => (p === property ? on : isChecked(p))).map((p) => p.id));
  return (
    <fieldset className={css.filters}>
      <legend className={css.filtersLabel}>{t("search_filters")}</legend>
      <div className={css.chips}>
        {properties.map((property) => (
          <label key={property.id} className={css.chip}>
            <input type="checkbox" className={css.chipInput} checked={isChecked(property)} onChange={(event) => toggle(property, event.target.checked)} />
            {property.image?.icon ? <img className={css.chipIcon} src={property.image.icon} alt="" width={20} height={20} /> : null}
            {property.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/** The term's field: the browser's search box, with a clear button and Escape to clear, as guests expect. */
function SearchBox({ value, onChange, autoFocus }: { value: string; onChange: (value: string) => void; autoFocus: boolean }) {
  const t = useText();
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <div className={css.searchField}>
      <span className={css.searchIcon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        ref={input}
        type="search"
        className={css.searchInput}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value !== "") {
            event.preventDefault();
            onChange("");
          }
        }}
        aria-label={t("search")}
        placeholder={t("search")}
        enterKeyHint="search"
        autoComplete="off"
        // The screen is opened to type: the field takes focus, as the header's search button promises.
        autoFocus={autoFocus}
      />
      {value !== "" ? (
        <button
          type="button"
          className={css.clearButton}
          aria-label={t("clear_search")}
          onClick={() => {
            onChange("");
            input.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

/**
 * /search (menu spec section 2): the term (a case-insensitive substring of the name) and the property
 * checkboxes (a product needs one of the checked ones); results come from `searchProducts`, which leaves out
 * linkless, out-of-hours and special-category products. The state lives in the URL (`?q=…&p=1,2`), so back,
 * reload and a shared link keep it, and each result opens `/product/{id}?from=search&…` for the carousel.
 */
export default function SearchPanel(_: BlockProps) {
  const t = useText();
  const formatCount = useFormatCount();
  const router = useRouter();
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const menu = useMenuState((s) => s.menuData);
  const clock = useVenueClock();
  const [state, setState] = useState<SearchState>(() => readSearchState(searchStr));
  const immediate = useRef(false);

  // The URL follows the state (replacing the entry: one history step for the whole search).
  const writeUrl = useCallback((next: SearchState) => router.navigate({ href: searchHref(next), replace: true }), [router]);
  useEffect(() => {
    if (searchStateQuery(readSearchState(searchStr)) === searchStateQuery(state)) return;
    const delay = immediate.current ? 0 : URL_DELAY_MS;
    immediate.current = false;
    const timer = setTimeout(() => void writeUrl(state), delay);
    return () => clearTimeout(timer);
  }, [state, searchStr, writeUrl]);

  // What may show at all changes with the clock; each keystroke only filters it.
  const searchable = useMemo(() => (menu && clock ? searchableProducts(menu.products, menu.categories, clock) : []), [menu, clock]);
  const results = useMemo(() => filterSearchable(searchable, state), [searchable, state]);
  // The names are folded for matching while the browser is idle, not inside the first keystroke.
  useEffect(() => {
    if (searchable.length === 0) return;
    const prepare = () => prepareSearchNames(searchable);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(prepare, { timeout: 1_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prepare, 200);
    return () => clearTimeout(timer);
  }, [searchable]);
  const [paging, setPaging] = useState({ results, limit: FIRST_PAGE });
  const limit = paging.results === results ? paging.limit : FIRST_PAGE;
  const shown = results.length > limit ? results.slice(0, limit) : results;

  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || shown.length >= results.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setPaging({ results, limit: limit + PAGE_SIZE });
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [results, limit, shown.length]);

  const setChecked = useCallback((checkedProperties: EntityId[]) => {
    immediate.current = true;
    setState((s) => ({ ...s, checkedProperties }));
  }, []);

  // Open a result with the URL already up to date, so back returns to exactly this search.
  const open = useCallback(
    async (href: string) => {
      await writeUrl(state);
      await router.navigate({ href });
    },
    [router, state, writeUrl],
  );

  if (!menu) return null;
  return (
    <main className={css.page}>
      <h1 className={visuallyHidden}>{t("search")}</h1>
      <SearchBox
        value={state.searchTerm}
        onChange={(searchTerm) => setState((s) => ({ ...s, searchTerm }))}
        autoFocus={state.searchTerm === "" && state.checkedProperties.length === 0}
      />
      <PropertyFilter properties={menu.properties} checked={state.checkedProperties} onChange={setChecked} />
      {/* Until the venue's clock is known (Temporal may still be loading) nothing is said about results. */}
      <p className={css.status} role="status" data-empty={clock && results.length === 0 ? "" : undefined}>
        {!clock ? null : results.length === 0 ? t("search_no_results") : t("search_results_count", { count: formatCount(results.length) })}
      </p>
      <PropertyLegend products={results} menu={menu} />
      {results.length > 0 ? (
        <ul className={css.results} aria-label={t("search_results_count", { count: formatCount(results.length) })}>
          {shown.map((product, index) => (
            // Rows keyed by position: a keystroke rewrites the rows it keeps (their name, price and link) instead of
            // removing and building them again.
            <ResultCard key={index} product={product} href={searchResultHref(product.id, state)} onOpen={open} />
          ))}
        </ul>
      ) : null}
      {shown.length < results.length ? <div ref={sentinel} className={css.sentinel} aria-hidden="true" /> : null}
    </main>
  );
}
