import { describe, expect, it } from "vitest";
import { createHashids } from "../../../engine/rules/hashids";
import {
  decodeHexText,
  decodeLocationPath,
  decodeLocationValue,
  encodeHexText,
  encodeLocationHash,
} from "../../../engine/rules/location-url";

describe("Hashids matches the reference vectors of hashids.js", () => {
  const plain = createHashids();
  it.each([
    ["gY", [0]],
    ["jR", [1]],
    ["R8ZN0", [928_728]],
    ["o2fXhV", [1, 2, 3]],
    ["jRfMcP", [1, 0, 0]],
    ["gYcxcr", [0, 0, 0]],
    ["lEW77X7g527", [9_007_199_254_740_991]],
  ])("default params: %s is %j", (id, numbers) => {
    expect(plain.encode(numbers)).toBe(id);
    expect(plain.decode(id)).toEqual(numbers);
  });
  const custom = createHashids("this is my salt", 30, "xzal86grmb4jhysfoqp3we7291kuct5iv0nd");
  it.each([
    ["nej1m3d5a6yn875e7gr9kbwpqol02q", [0]],
    ["dw1nqdp92yrajvl9v6k3gl5mb0o8ea", [1]],
    ["18apy3wlqkjvd5h1id7mn5ore2d06b", [1, 2, 3]],
    ["op7qrcdc3cgc2c0cbcrcoc5clce4d6", [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]],
  ])("salt, min length 30 and a custom alphabet: %s is %j", (id, numbers) => {
    expect(custom.encode(numbers)).toBe(id);
    expect(custom.decode(id)).toEqual(numbers);
  });
  it("refuses ids of another salt and garbage", () => {
    const salted = createHashids("venue salt");
    expect(salted.decode(plain.encode([7]))).toEqual([]);
    expect(plain.decode("!!!")).toEqual([]);
    expect(plain.decode("")).toEqual([]);
    expect(plain.encode([-1])).toBe("");
  });
  it("needs an alphabet of 16 unique characters", () => {
    expect(() => createHashids("", 0, "abc")).toThrow(RangeError);
  });
});

describe("table, room and area URLs (spec §2)", () => {
  it("t is a Table, r a Room, both Hashids-encoded", () => {
    expect(decodeLocationPath("/t/jR")).toEqual({ kind: "t", orderLocation: "1", orderLocationType: "Table" });
    const room = encodeLocationHash(204, { salt: "carta", minLength: 6 });
    expect(room.length).toBeGreaterThanOrEqual(6);
    expect(decodeLocationPath(`/r/${room}`, { salt: "carta", minLength: 6 })).toEqual({
      kind: "r",
      orderLocation: "204",
      orderLocationType: "Room",
    });
  });
  it("a is hex-decoded text and a Table", () => {
    expect(encodeHexText("Table 7")).toBe("5461626c652037");
    expect(decodeLocationPath("/a/5461626c652037")).toEqual({ kind: "a", orderLocation: "Table 7", orderLocationType: "Table" });
    expect(decodeHexText(encodeHexText("طاولة ٣"))).toBe("طاولة ٣");
  });
  it("on a custom domain the kind is the second segment", () => {
    expect(decodeLocationPath("/menu/t/jR", { customDomain: true })?.orderLocation).toBe("1");
    expect(decodeLocationPath("/t/jR", { customDomain: true })).toBeUndefined();
  });
  it("anything else decodes to nothing rather than a wrong table", () => {
    expect(decodeLocationPath("/home")).toBeUndefined();
    expect(decodeLocationPath("/t/")).toBeUndefined();
    expect(decodeLocationValue("t", "not-a-hash")).toBeUndefined();
    expect(decodeLocationValue("a", "abc")).toBeUndefined();
    expect(decodeLocationValue("a", "zz")).toBeUndefined();
    expect(decodeLocationValue("a", "ff")).toBeUndefined();
    expect(decodeLocationValue("x", "jR")).toBeUndefined();
    expect(decodeLocationValue("t", "%E0%A4%A")).toBeUndefined();
  });
});
