import * as css from "./language-select.css";
import { useMenuController, useMenuState, useText } from "../../engine/react/menu-context";

/**
 * The venue's languages by their local names; choosing one reloads the menu in it. A native select: on phones
 * it opens the platform's own picker, the most usable control for this job (docs/decisions/0024).
 */
export function LanguageSelect({ className, labelClassName, selectClassName }: { className?: string; labelClassName?: string; selectClassName?: string }) {
  const t = useText();
  const languages = useMenuState((s) => s.languages);
  const language = useMenuState((s) => s.selected_language);
  const controller = useMenuController();
  return (
    <label className={className}>
      <span className={labelClassName}>{t("language")}</span>
      <select className={selectClassName ? `${selectClassName} ${css.languageList}` : css.languageList} value={language} onChange={(event) => void controller.changeLanguage(event.target.value)}>
        {languages.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name_local}
          </option>
        ))}
      </select>
    </label>
  );
}
