import { useRef } from "react";
import { useText } from "../../engine/react/menu-context";

/** How far the drawn area reaches from its centre, in degrees (about 3 km in Dubai). */
const SPAN = 0.03;
const SIZE = 280;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The map without a map service (no key, and every test): an area around `center` with the pin the guest moves —
 * by dragging, or by the arrow keys once it has focus (each press about 100 m). North is up.
 */
export function KeylessMap({ center, pin, onPin }: { center: LatLng; pin: LatLng; onPin: (point: LatLng) => void }) {
  const t = useText();
  const svg = useRef<SVGSVGElement>(null);
  const toPoint = (x: number, y: number): LatLng => ({ lat: center.lat + SPAN - (y / SIZE) * 2 * SPAN, lng: center.lng - SPAN + (x / SIZE) * 2 * SPAN });
  const px = ((pin.lng - (center.lng - SPAN)) / (2 * SPAN)) * SIZE;
  const py = ((center.lat + SPAN - pin.lat) / (2 * SPAN)) * SIZE;
  const place = (event: React.PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return;
    onPin(toPoint(((event.clientX - box.left) / box.width) * SIZE, ((event.clientY - box.top) / box.height) * SIZE));
  };
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width="100%"
      style={{ maxWidth: SIZE, aspectRatio: "1", touchAction: "none", borderRadius: 12, background: "#e9efe6", display: "block", marginInline: "auto" }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        place(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) place(event);
      }}
      data-testid="keyless-map"
    >
      <title>{t("delivery_location")}</title>
      {[1, 2, 3].map((i) => (
        <g key={i} stroke="#c9d4c4" strokeWidth="1">
          <line x1={(SIZE / 4) * i} y1="0" x2={(SIZE / 4) * i} y2={SIZE} />
          <line x1="0" y1={(SIZE / 4) * i} x2={SIZE} y2={(SIZE / 4) * i} />
        </g>
      ))}
      <g
        tabIndex={0}
        role="button"
        aria-label={`${t("delivery_location")}: ${pin.lat.toFixed(4)}, ${pin.lng.toFixed(4)}`}
        onKeyDown={(event) => {
          const step = 0.001;
          const moves: Record<string, LatLng> = {
            ArrowUp: { lat: pin.lat + step, lng: pin.lng },
            ArrowDown: { lat: pin.lat - step, lng: pin.lng },
            ArrowLeft: { lat: pin.lat, lng: pin.lng - step },
            ArrowRight: { lat: pin.lat, lng: pin.lng + step },
          };
          const next = moves[event.key];
          if (next) {
            event.preventDefault();
            onPin(next);
          }
        }}
        data-testid="map-pin"
      >
        <circle cx={px} cy={py} r="14" fill="#a13f22" stroke="#fff" strokeWidth="3" />
        <circle cx={px} cy={py} r="4" fill="#fff" />
      </g>
    </svg>
  );
}
