import { describe, expect, it } from "vitest";
import { createRegistry, withLaterContributions } from "../../../../engine/plugin-api";
import { pluginText, UI_LANGUAGES } from "../../../../engine/i18n/ui-text";
import { venueGroupPlugin } from "../../../../plugins/integration-venue-group";
import { coreBlockTexts } from "../../../../plugins/integration-venue-group/core-block-texts";
import { unknownEmployeeRefusal } from "../../../../plugins/integration-venue-group/server/unknown-employee";
import venueGroupServer from "../../../../plugins/integration-venue-group/server";
import { corePlugin } from "../../../../screens/core/core-plugin";
import { orderReasonWording } from "../../../../screens/shared/order-refusal/reason-wording";
import { orderRefusalOf } from "../../../../server/plugins/plugin-services";
import type { VenueContext } from "../../../../server/venues/venue-context";
import { loadDemoMenu } from "../../../support/demo-menu";

const employees = [{ employee_id: "E100", phone: "+971501234567" }];
const check = (additionalData: Record<string, unknown>) => unknownEmployeeRefusal({ options: { employees, wallets: [], loyalty_rules: [] }, additionalData });

describe("the venue-group plugin's refusal code unknown_employee (decision 0065)", () => {
  it("its server half refuses an employee id the venue does not have, on the field, with the wire code unknown_employee", () => {
    expect(check({ employee_id: "E999" })).toEqual({ detail: "No employee E999 at this venue.", reasons: [{ code: "unknown_employee", field: "additional_data.employee_id" }] });
    expect(check({ employee_id: " E100 " })).toBeUndefined();
    expect(check({ employee_id: "  " })).toBeUndefined();
    expect(check({})).toBeUndefined();
  });

  it("is declared by the server half and checked through the core's contract", async () => {
    expect(venueGroupServer.refusalCodes).toEqual(["unknown_employee"]);
    const venue = { pluginOptions: { "integration-venue-group": { employees } }, derived: (_key: string, compute: () => unknown) => compute() } as unknown as VenueContext;
    const refuse = orderRefusalOf([venueGroupServer]);
    expect((await refuse(venue, { menu: loadDemoMenu(), fields: new Map([["integration-venue-group", { employee_id: "E7" }]]) }))?.reasons).toEqual([{ code: "unknown_employee", field: "additional_data.employee_id" }]);
    expect(await refuse(venue, { menu: loadDemoMenu(), fields: new Map([["integration-venue-group", { employee_id: "E100" }]]) })).toBeUndefined();
  });

  it("its browser half words every code the server half declares, in the 14 languages, fixed in the cart", async () => {
    const registry = createRegistry(await withLaterContributions([corePlugin, venueGroupPlugin]));
    for (const code of venueGroupServer.refusalCodes ?? []) {
      const wording = orderReasonWording(code, registry.refusalCodes);
      expect(wording).toMatchObject({ source: "plugin", fixedInCart: true });
      for (const language of UI_LANGUAGES) {
        const text = coreBlockTexts[language]?.[wording.text];
        expect(text?.trim(), `${language}: ${wording.text}`).toBeTruthy();
        if (language !== "en") expect(text).not.toBe(coreBlockTexts["en"]![wording.text]);
      }
    }
    await registry.loadTexts("ar");
    expect(pluginText(registry.texts, "venue-group.refusal_unknown_employee", "ar")).toBe("لم يتم التعرف على رقم الموظف. أزله للمتابعة.");
    expect(pluginText(registry.texts, "venue-group.refusal_unknown_employee", "en")).toBe("The employee ID was not recognised. Remove it to continue.");
  });
});
