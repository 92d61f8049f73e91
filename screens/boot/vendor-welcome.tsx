import "../../engine/i18n/other-screens-texts";
import { useText } from "../../engine/react/menu-context";
import * as css from "./vendor-welcome.css";

/** Where the vendor can be reached: VITE_VENDOR_* at build time, these when unset. */
const VENDOR = {
  email: (import.meta.env["VITE_VENDOR_EMAIL"] as string | undefined) || "hello@carta.example",
  phone: (import.meta.env["VITE_VENDOR_PHONE"] as string | undefined) || "+971 4 000 0000",
  demoUrl: (import.meta.env["VITE_VENDOR_DEMO_URL"] as string | undefined) || "mailto:hello@carta.example?subject=Carta%20demo",
  social: [
    ["Instagram", (import.meta.env["VITE_VENDOR_INSTAGRAM"] as string | undefined) || "https://www.instagram.com/"],
    ["LinkedIn", (import.meta.env["VITE_VENDOR_LINKEDIN"] as string | undefined) || "https://www.linkedin.com/"],
  ] as const,
};

/**
 * License 'none' (ordering spec §2 "Vendor welcome page"; menu spec: a not-found style screen at /): no venue answers
 * at this address, so the guest meets the vendor — its logo, why there is no menu here, a book-a-demo picture, and
 * a footer with contact and social links. Drawn without any venue data or network request.
 */
export function VendorWelcome() {
  const t = useText();
  return (
    <div className={css.page}>
      <header className={css.header}>
        <svg className={css.logo} viewBox="0 0 132 36" role="img" aria-label="Carta">
          <rect x="1" y="3" width="30" height="30" rx="8" fill="currentColor" />
          <path d="M9 12h14M9 18h14M9 24h9" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
          <text x="40" y="26" fontSize="22" fontWeight="800" fill="currentColor" fontFamily="inherit">
            Carta
          </text>
        </svg>
      </header>
      <main className={css.main}>
        <h1 className={css.title}>{t("not_found_title")}</h1>
        <p className={css.body}>{t("not_found_body")}</p>
        <a className={css.demo} href={VENDOR.demoUrl} data-testid="book-demo">
          {/* The book-a-demo picture: a phone showing a menu beside a QR code, drawn inline so it works offline. */}
          <svg className={css.demoImage} viewBox="0 0 320 180" aria-hidden="true">
            <rect width="320" height="180" rx="16" fill="currentColor" opacity="0.08" />
            <rect x="44" y="22" width="84" height="140" rx="14" fill="#fff" stroke="currentColor" strokeWidth="3" />
            <rect x="56" y="40" width="60" height="26" rx="5" fill="currentColor" opacity="0.25" />
            <rect x="56" y="74" width="44" height="6" rx="3" fill="currentColor" opacity="0.5" />
            <rect x="56" y="86" width="56" height="6" rx="3" fill="currentColor" opacity="0.3" />
            <rect x="56" y="102" width="44" height="6" rx="3" fill="currentColor" opacity="0.5" />
            <rect x="56" y="114" width="56" height="6" rx="3" fill="currentColor" opacity="0.3" />
            <rect x="56" y="136" width="60" height="14" rx="7" fill="currentColor" />
            <g transform="translate(172 46)" fill="currentColor">
              <rect width="96" height="96" rx="10" fill="#fff" stroke="currentColor" strokeWidth="3" />
              <rect x="12" y="12" width="24" height="24" rx="3" />
              <rect x="60" y="12" width="24" height="24" rx="3" />
              <rect x="12" y="60" width="24" height="24" rx="3" />
              <rect x="48" y="48" width="10" height="10" />
              <rect x="64" y="62" width="10" height="10" />
              <rect x="76" y="74" width="10" height="10" />
              <rect x="48" y="76" width="10" height="10" />
            </g>
          </svg>
          <span className={css.demoText}>
            <strong>{t("book_demo")}</strong>
            <span>{t("vendor_tagline")}</span>
          </span>
        </a>
      </main>
      <footer className={css.footer}>
        <h2 className={css.footerTitle}>{t("contact_us")}</h2>
        <ul className={css.links}>
          <li>
            <a href={`mailto:${VENDOR.email}`}>{VENDOR.email}</a>
          </li>
          <li>
            <a href={`tel:${VENDOR.phone.replace(/\s+/g, "")}`} dir="ltr">
              {VENDOR.phone}
            </a>
          </li>
          {VENDOR.social.map(([name, url]) => (
            <li key={name}>
              <a href={url} rel="noopener" target="_blank">
                {name}
              </a>
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
