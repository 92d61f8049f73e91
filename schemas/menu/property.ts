/** A product property such as "Vegan" (menu spec section 3, "Property"); search filters by it. */
import * as Schema from "effect/Schema";
import { Id, Text } from "../fields";
import { optionalImage, PropertyImage } from "./images";

export const Property = Schema.Struct({
  id: Id,
  name: Text,
  image: optionalImage(PropertyImage),
});
export type Property = typeof Property.Type;
