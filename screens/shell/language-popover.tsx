import type { RefObject } from "react";
import { Menu, MenuItem, Popover } from "react-aria-components";
import { useMenuController, useMenuState, useText } from "../../engine/react/menu-context";
import * as css from "./shell.css";

/** The header's language list, loaded the first time the guest opens it. */
export default function LanguagePopover({
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText();
  const languages = useMenuState((s) => s.languages);
  const language = useMenuState((s) => s.selected_language);
  const controller = useMenuController();
  return (
    <Popover className={css.popover} placement="bottom end" triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Menu
        aria-label={t("language")}
        autoFocus="first"
        selectionMode="single"
        selectedKeys={language ? [language] : []}
        onAction={(key) => {
          onOpenChange(false);
          void controller.changeLanguage(String(key));
        }}
      >
        {languages.map((entry) => (
          <MenuItem key={entry.code} id={entry.code} className={css.menuItem} lang={entry.code}>
            {entry.name_local}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
