import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";

/** Starts loading the landing screen's code; the app calls it at start when the guest arrives on `/`. */
export const preloadLanding = () => import("./landing-components");

const part = <K extends "LandingCover" | "VenueLogo" | "VenueTitle" | "LanguageSelect" | "OpenMenu">(name: K) =>
  lazy(() => preloadLanding().then((m) => ({ default: m[name] })));


export const landingBlocks = [
  defineBlock({ type: "landing.cover", component: part("LandingCover") }),
  defineBlock({ type: "venue.logo", component: part("VenueLogo") }),
  defineBlock({ type: "venue.title", component: part("VenueTitle") }),
  defineBlock({ type: "language.select", component: part("LanguageSelect") }),
  defineBlock({ type: "landing.open-menu", component: part("OpenMenu") }),
];
