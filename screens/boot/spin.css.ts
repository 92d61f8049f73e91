import { globalKeyframes } from "@vanilla-extract/css";

globalKeyframes("carta-spin", { to: { transform: "rotate(360deg)" } });
