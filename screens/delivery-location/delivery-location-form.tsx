import { Suspense, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { getDeliveryZone } from "../../engine/api/get-delivery-zone";
import { formattedAddress } from "../../engine/rules";
import type { SavedAddress } from "../../engine/cart";
import { useAppServices, useCart } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { ModalDialog } from "../shared/modal-dialog";
import { KeylessMap, type LatLng } from "./keyless-map";
import * as css from "../shared/ordering.css";

/**
 * /delivery-location (ordering spec §2, §4): where the delivery goes. The guest places the pin (or starts from
 * the browser's location, or a saved address), gives flat number, building and area/street (landmark optional),
 * may save the address, and continues: the delivery-zone call prices the spot, or says "We're not there yet".
 */
export default function DeliveryLocationForm() {
  const t = useText();
  const router = useRouter();
  const { cart, registry, config } = useAppServices();
  // A map service when one is configured (Google Maps with a key), else the keyless map (docs/plugins.md).
  const MapView = registry.mapProviders.find((provider) => provider.value.available(config))?.value.component;
  const [place, setPlace] = useState<{ formatted_address: string } | null>(null);
  const menu = useMenuState((s) => s.menuData)!;
  const saved = useCart((c) => c.savedAddresses);
  const confirmed = useCart((c) => (c.deliveryLocationConfirmed ? c : null));
  const outlet = { lat: menu.outlet_latitude ?? 25.2048, lng: menu.outlet_longitude ?? 55.2708 };
  const [center, setCenter] = useState<LatLng>(confirmed?.deliveryLocation ?? outlet);
  const [pin, setPin] = useState<LatLng>(confirmed?.deliveryLocation ?? outlet);
  const [fields, setFields] = useState({
    flatNo: confirmed?.deliveryFlatNo ?? "",
    building: confirmed?.deliveryBuildingPremise ?? "",
    area: confirmed?.deliveryAreaStreet ?? "",
    landmark: confirmed?.deliveryLandmark ?? "",
  });
  const [save, setSave] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outside, setOutside] = useState(false);
  const complete = fields.flatNo.trim() !== "" && fields.building.trim() !== "" && fields.area.trim() !== "";

  const pickAddress = (address: SavedAddress) => {
    if (address.deliveryLocation) {
      setPin(address.deliveryLocation);
      setCenter(address.deliveryLocation);
    }
    setFields({ flatNo: address.deliveryFlatNo, building: address.deliveryBuildingPremise, area: address.deliveryAreaStreet, landmark: address.deliveryLandmark });
  };

  async function confirm() {
    if (!complete || busy) return;
    setBusy(true);
    const zone = await getDeliveryZone(pin.lat, pin.lng, menu.id);
    setBusy(false);
    if (!zone.ok) {
      cart.actions.clearDelivery();
      setOutside(true);
      return;
    }
    const address = formattedAddress({ ...fields, place: place?.formatted_address });
    cart.actions.confirmDelivery({
      deliveryFees: zone.value.delivery_amount,
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
        void confirm();
      }}
      data-testid="delivery-location-form"
    >
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
            <MapView
              center={center}
              pin={pin}
              outlet={outlet}
              onPin={(point, found) => {
                setPin(point);
                if (found) setPlace(found);
              }}
            />
          </Suspense>
        ) : (
          <KeylessMap center={center} pin={pin} onPin={setPin} />
        )}
        <button
          type="button"
          className={css.secondaryButton}
          onClick={() =>
            navigator.geolocation?.getCurrentPosition((position) => {
              const here = { lat: position.coords.latitude, lng: position.coords.longitude };
              setCenter(here);
              setPin(here);
            })
          }
        >
          {t("search_location")}
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
      <button type="submit" className={`${css.primaryButton} ${css.wide}`} disabled={!complete || busy} data-testid="confirm-location">
        {t("continue")}
      </button>
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
          </div>
        </ModalDialog>
      ) : null}
    </form>
  );
}
