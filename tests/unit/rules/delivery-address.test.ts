import { describe, expect, it } from "vitest";
import { formattedAddress } from "../../../engine/rules/delivery-address";

describe("the formatted delivery address (ordering spec section 4)", () => {
  it("joins flat, building, area/street, the optional landmark and the place's parts with ' - '", () => {
    expect(formattedAddress({ flatNo: "1204", building: "Marina Heights", area: "Marina Walk", landmark: "" })).toBe("1204 - Marina Heights - Marina Walk");
    expect(formattedAddress({ flatNo: " 4 ", building: "Tower", area: "JBR", landmark: "near the beach", place: "Jumeirah Beach Residence - Dubai" })).toBe(
      "4 - Tower - JBR - near the beach - Jumeirah Beach Residence - Dubai",
    );
  });
});
