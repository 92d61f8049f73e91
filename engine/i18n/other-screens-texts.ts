import { enOtherScreens } from "./catalogue/en-other-screens";
import { addEnglishTexts } from "./ui-text";

/**
 * Importing this module makes the other screens' English texts available to uiText. Every module that names one of
 * their keys imports it (the lint rule `carta/other-screens-texts-imported` checks), so the texts have loaded before any
 * code that can ask for them runs, and a guest's first download carries only the first screens' part.
 */
addEnglishTexts(enOtherScreens);
