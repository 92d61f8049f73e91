import "../../engine/i18n/other-screens-texts";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { getDeliveryZone } from "../../engine/api/get-delivery-zone";
import { formattedAddress, isOrderTypeEnabled, type Milli } from "../../engine/rules";
import type { SavedAddress } from "../../engine/cart";
import type { MapZone } from "../../engine/plugin-api";
import { deliveryZonesQuery } from "../../engine/server-state/calls";
import { queryClient } from "../../engine/server-state/query-client";
import { useAppServices, useCart } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { ModalDialog } from "../shared/modal-dialog";
import { useMoney } from "../shared/use-money";
import { KeylessMap, type LatLng } from "./keyless-map";
import * as css from "../shared/ordering.css";

/** Where the guest is, once, as the start position (ordering spec §2); undefined when the browser will not say. */
function devicePosition(): Promise<LatLng | undefined> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(undefined),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

interface ConfirmedSpot {
  fee: Milli;
  zone?: string;
}

/**
 * /delivery-location (ordering spec §2, §4): where the delivery goes, in two steps. First the spot: the map shows
 * the venue's delivery zones and outlet, the pin starts at the browser's location (asked once) or the outlet, and
 * the guest moves it and confirms it — the delivery-zone call prices the spot, or says "We're not there yet".
 * Then the address: flat number, building and area/street (landmark optional), Save Address, Continue; Change
 * goes back to the spot.
 */
export default function DeliveryLocationForm() {
  const t = useText();
  const money = useMoney();
  const router = useRouter();
  const { cart, registry, config } = useAppServices();
  // A map service when one is configured (Google Maps with a key), else the keyless map (docs/plugins.md).
  const MapView = registry.mapProviders.find((provider) => provider.value.available(config))?.value.component;
  const menu = useMenuState((s) => s.menuData)!;
  const saved = useCart((c) => c.savedAddresses);
  const confirmed = useCart((c) => (c.deliveryLocationConfirmed ? c : null));
  const outlet = { lat: menu.outlet_latitude ?? 25.2048, lng: menu.outlet_longitude ?? 55.2708 };
  const zonesAnswer = useQuery(deliveryZonesQuery(menu.id), queryClient);
  const zones: MapZone[] = useMemo(
    () =>
      (zonesAnswer.data?.zones ?? []).map((zone) => ({
        name: zone.name,
        feeText: `${t("ui_str_delivery_fees")} ${money(zone.delivery_amount)}`,
        polygon: zone.polygon.map(([lat, lng]) => ({ lat, lng })),
      })),
    [zonesAnswer.data, t, money],
  );

  const [center, setCenter] = useState<LatLng>(confirmed?.deliveryLocation ?? outlet);
  const [pin, setPin] = useState<LatLng>(confirmed?.deliveryLocation ?? outlet);
  const [place, setPlace] = useState<{ formatted_address: string } | null>(confirmed?.deliveryPlace ?? null);
  const [spot, setSpot] = useState<ConfirmedSpot | null>(confirmed ? { fee: confirmed.deliveryFees ?? (0 as Milli) } : null);
  const [fields, setFields] = useState({
    flatNo: confirmed?.deliveryFlatNo ?? "",
    building: confirmed?.deliveryBuildingPremise ?? "",
    area: confirmed?.deliveryAreaStreet ?? "",
    landmark: confirmed?.deliveryLandmark ?? "",
  });
  const [save, setSave] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outside, setOutside] = useState(false);
  const [locating, setLocating] = useState(false);
  const [noPosition, setNoPosition] = useState(false);
  const touched = useRef(confirmed !== null);
  const complete = fields.flatNo.trim() !== "" && fields.building.trim() !== "" && fields.area.trim() !== "";
  const takesTakeaway = isOrderTypeEnabled("takeaway", menu);

  const movePin = (point: LatLng, found?: { formatted_address: string }) => {
    touched.current = true;
    setPin(point);
    setPlace(found ?? null);
  };

  // The spec: "The browser location is requested for the start position" — unless the guest already moved the pin.
  useEffect(() => {
    if (touched.current) return;
    void devicePosition().then((here) => {
      if (!here || touched.current) return;
      setCenter(here);
      setPin(here);
    });
  }, []);

  async function locateDevice() {
    setLocating(true);
    const here = await devicePosition();
    setLocating(false);
    setNoPosition(here === undefined);
    if (here) {
      setCenter(here);
      movePin(here);
    }
  }

  const pickAddress = (address: SavedAddress) => {
    if (address.deliveryLocation) {
      movePin(address.deliveryLocation);
      setCenter(address.deliveryLocation);
    }
    setSpot(null);
    setFields({ flatNo: address.deliveryFlatNo, building: address.deliveryBuildingPremise, area: address.deliveryAreaStreet, landmark: address.deliveryLandmark });
  };

  async function confirmSpot() {
    if (busy) return;
    setBusy(true);
    const zone = await getDeliveryZone(pin.lat, pin.lng, menu.id);
    setBusy(false);
    if (!zone.ok) {
      cart.actions.clearDelivery();
      setOutside(true);
      return;
    }
    setSpot({ fee: zone.value.delivery_amount, ...(zone.value.zone ? { zone: zone.value.zone } : {}) });
  }

  function saveAddress() {
    if (!spot || !complete) return;
    const address = formattedAddress({ ...fields, place: place?.formatted_address });
    cart.actions.confirmDelivery({
      deliveryFees: spot.fee,
      deliveryLocation: pin,
      deliveryPlace: place,
      deliveryFlatNo: fields.flatNo.trim(),
      deliveryBuildingPremise: fields.building.trim(),
      deliveryAreaStreet: fields.area.trim(),
      deliveryLandmark: fields.landmark.trim(),
      deliveryFormattedAddress: address,
    });
    if (save) {
      cart.actions.saveAddress({
        uuid: globalThis.crypto.randomUUID(),
        deliveryLocation: pin,
        deliveryFormattedAddress: address,
        deliveryFlatNo: fields.flatNo.trim(),
        deliveryBuildingPremise: fields.building.trim(),
        deliveryAreaStreet: fields.area.trim(),
        deliveryLandmark: fields.landmark.trim(),
      });
    }
    void router.navigate({ to: "/cart" });
  }

  const input = (key: keyof typeof fields, label: string, required: boolean) => (
    <label className={css.field}>
      <span className={css.label}>{label}</span>
      <input className={css.input} required={required} value={fields[key]} onChange={(e) => setFields((all) => ({ ...all, [key]: e.target.value }))} />
    </label>
  );

  return (
    <form
      className={css.actions}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (spot) saveAddress();
        else void confirmSpot();
      }}
      data-testid="delivery-location-form"
    >
      {spot === null ? (
        <>
          {saved.length > 0 ? (
            <section className={css.card} aria-labelledby="saved-title">
              <h2 className={css.cardTitle} id="saved-title">
                {t("saved_addresses")}
              </h2>
              <ul className={css.lines}>
                {saved.map((address) => (
                  <li key={address.uuid} className={css.couponRow}>
                    <button type="button" className={`${css.secondaryButton} ${css.wide}`} onClick={() => pickAddress(address)}>
                      {address.deliveryFormattedAddress}
                    </button>
                    <button type="button" className={css.textButton} aria-label={`${t("remove")}: ${address.deliveryFormattedAddress}`} onClick={() => cart.actions.deleteAddress(address.uuid)}>
                      {t("remove")}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={css.card}>
            {MapView ? (
              <Suspense fallback={null}>
                <MapView center={center} pin={pin} outlet={outlet} zones={zones} onPin={movePin} />
              </Suspense>
            ) : (
              <KeylessMap pin={pin} outlet={outlet} zones={zones} onPin={(point) => movePin(point)} />
            )}
            <p className={css.muted}>{t("map_pin_hint")}</p>
            <button type="button" className={css.secondaryButton} onClick={() => void locateDevice()} disabled={locating} data-testid="use-my-location">
              {t("use_my_location")}
            </button>
            {noPosition ? (
              <p className={css.muted} role="status">
                {t("location_unavailable")}
              </p>
            ) : null}
          </section>
          <button type="submit" className={`${css.primaryButton} ${css.wide}`} disabled={busy} data-testid="confirm-spot">
            {t("confirm_location")}
          </button>
        </>
      ) : (
        <>
          <section className={css.card} aria-labelledby="spot-title" data-testid="confirmed-spot">
            <h2 className={css.cardTitle} id="spot-title">
              {t("delivery_location")}
            </h2>
            <p className={css.muted}>{place?.formatted_address ?? <bdi dir="ltr">{`${pin.lat.toFixed(4)}, ${pin.lng.toFixed(4)}`}</bdi>}</p>
            <p className={css.muted}>
              {spot.zone ? `${spot.zone} · ` : ""}
              {t("ui_str_delivery_fees")} {money(spot.fee)}
            </p>
            <button type="button" className={css.secondaryButton} onClick={() => setSpot(null)} data-testid="change-spot">
              {t("change")}
            </button>
          </section>
          <section className={css.card}>
            {input("flatNo", t("flat_no"), true)}
            {input("building", t("building_premise"), true)}
            {input("area", t("area_street"), true)}
            {input("landmark", t("landmark"), false)}
            <label className={css.muted}>
              <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} /> {t("save_address")}
            </label>
          </section>
          <button type="submit" className={`${css.primaryButton} ${css.wide}`} disabled={!complete} aria-describedby={complete ? undefined : "address-missing"} data-testid="confirm-location">
            {t("continue")}
          </button>
          {complete ? null : (
            <p className={css.muted} id="address-missing">
              {t("address_fields_required")}
            </p>
          )}
        </>
      )}
      {outside ? (
        <ModalDialog className={css.dialogBox} labelledBy="outside-title" onClose={() => setOutside(false)} testId="not-there-yet">
          <div className={css.actions}>
            <h2 id="outside-title" className={css.cardTitle}>
              {t("not_there_yet_title")}
            </h2>
            <p className={css.muted}>{t("not_there_yet_body")}</p>
            <button type="button" className={css.primaryButton} onClick={() => setOutside(false)}>
              {t("change_location")}
            </button>
            {takesTakeaway ? (
              <button
                type="button"
                className={css.secondaryButton}
                onClick={() => {
                  cart.actions.setOrderType("takeaway");
                  void router.navigate({ to: "/cart" });
                }}
              >
                {t("switch_to_takeaway")}
              </button>
            ) : null}
          </div>
        </ModalDialog>
      ) : null}
    </form>
  );
}
