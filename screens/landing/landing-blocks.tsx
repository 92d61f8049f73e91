import { chunk, lazyPart } from "../../engine/react/lazy-part";
import { defineBlock } from "../../engine/plugin-api";

// Preloaded at start when the guest arrives on `/` (engine/react/layout/preload-screen.ts).
const landingComponents = chunk(() => import("./landing-components"));

const part = <K extends "LandingCover" | "VenueLogo" | "VenueTitle" | "LanguageSelect" | "OpenMenu" | "ClosedNote">(name: K) =>
  lazyPart(landingComponents, (m) => m[name]);


export const landingBlocks = [
  defineBlock({ type: "landing.cover", component: part("LandingCover") }),
  defineBlock({ type: "venue.logo", component: part("VenueLogo") }),
  defineBlock({ type: "venue.title", component: part("VenueTitle") }),
  defineBlock({ type: "language.select", component: part("LanguageSelect") }),
  defineBlock({ type: "landing.open-menu", component: part("OpenMenu") }),
  defineBlock({ type: "landing.closed-note", component: part("ClosedNote") }),
];
