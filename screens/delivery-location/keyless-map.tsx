import "../../engine/i18n/other-screens-texts";
import { useRef } from "react";
import type { MapPoint, MapZone } from "../../engine/plugin-api";
import { useText } from "../../engine/react/menu-context";
import { themeVars } from "../../themes/contract.css";
import { fitView, type MapView } from "./map-view";

export type LatLng = MapPoint;

const SIZE = 320;
/** One arrow-key press moves the pin about 100 m. */
const KEY_STEP = 0.001;

/**
 * The map without a map service (no key, and every test): the venue's delivery zones, its outlet and the pin the
 * guest moves — by dragging, a tap, or the arrow keys once the pin has focus. North is up; the view fits the zones,
 * the outlet and the pin.
 */
export function KeylessMap({ pin, onPin, outlet, zones }: { pin: LatLng; onPin: (point: LatLng) => void; outlet: LatLng; zones: readonly MapZone[] }) {
  const t = useText();
  const svg = useRef<SVGSVGElement>(null);
  const view: MapView = fitView([outlet, pin, ...zones.flatMap((zone) => zone.polygon)], SIZE);
  const place = (event: React.PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return;
    onPin(view.toPoint(((event.clientX - box.left) / box.width) * SIZE, ((event.clientY - box.top) / box.height) * SIZE));
  };
  const [pinX, pinY] = view.toXY(pin);
  const [outletX, outletY] = view.toXY(outlet);
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width="100%"
      style={{ maxWidth: SIZE * 1.4, aspectRatio: "1", touchAction: "none", borderRadius: 12, background: "#eef2ea", display: "block", marginInline: "auto" }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        place(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) place(event);
      }}
      aria-labelledby="keyless-map-title"
      data-testid="keyless-map"
    >
      <title id="keyless-map-title">{t("delivery_location")}</title>
      {[1, 2, 3, 4, 5].map((i) => (
        <g key={i} stroke="#dde4d8" strokeWidth="1">
          <line x1={(SIZE / 6) * i} y1="0" x2={(SIZE / 6) * i} y2={SIZE} />
          <line x1="0" y1={(SIZE / 6) * i} x2={SIZE} y2={(SIZE / 6) * i} />
        </g>
      ))}
      {zones.map((zone) => {
        const corners = zone.polygon.map((corner) => view.toXY(corner));
        // The label sits inside the zone's top edge, clear of the pin and the outlet that are usually in its middle.
        const labelX = corners.reduce((sum, [x]) => sum + x, 0) / corners.length;
        const labelY = Math.min(...corners.map(([, y]) => y)) + 40;
        return (
          <g key={zone.name} data-testid="map-zone" aria-label={`${zone.name}: ${zone.feeText}`} role="img">
            <polygon points={corners.map(([x, y]) => `${x},${y}`).join(" ")} style={{ fill: themeVars.color.primary, fillOpacity: 0.12, stroke: themeVars.color.primary, strokeWidth: 2, strokeDasharray: "6 4" }} />
            <text x={labelX} y={labelY - 18} textAnchor="middle" style={{ fill: themeVars.color.text, fontSize: 13, fontWeight: 700 }}>
              {zone.name}
            </text>
            <text x={labelX} y={labelY - 2} textAnchor="middle" style={{ fill: themeVars.color.mutedText, fontSize: 12 }}>
              {zone.feeText}
            </text>
          </g>
        );
      })}
      <g transform={`translate(${outletX} ${outletY})`} data-testid="map-outlet" role="img" aria-label={t("map_outlet")}>
        <rect x="-11" y="-11" width="22" height="22" rx="6" style={{ fill: themeVars.color.text }} stroke="#fff" strokeWidth="2" />
        <path d="M-6 -1 L0 -6 L6 -1 L6 6 L-6 6 Z" fill="#fff" />
      </g>
      <g
        transform={`translate(${pinX} ${pinY})`}
        tabIndex={0}
        role="button"
        aria-label={`${t("delivery_location")}: ${pin.lat.toFixed(4)}, ${pin.lng.toFixed(4)}`}
        onKeyDown={(event) => {
          const moves: Record<string, LatLng> = {
            ArrowUp: { lat: pin.lat + KEY_STEP, lng: pin.lng },
            ArrowDown: { lat: pin.lat - KEY_STEP, lng: pin.lng },
            ArrowLeft: { lat: pin.lat, lng: pin.lng - KEY_STEP },
            ArrowRight: { lat: pin.lat, lng: pin.lng + KEY_STEP },
          };
          const next = moves[event.key];
          if (next) {
            event.preventDefault();
            onPin(next);
          }
        }}
        data-testid="map-pin"
      >
        {/* The tip of the pin is the point. */}
        <path d="M0 0 C-4 -8 -13 -15 -13 -25 A13 13 0 1 1 13 -25 C13 -15 4 -8 0 0 Z" fill="#a13f22" stroke="#fff" strokeWidth="2.5" />
        <circle cx="0" cy="-25" r="4.5" fill="#fff" />
      </g>
    </svg>
  );
}
