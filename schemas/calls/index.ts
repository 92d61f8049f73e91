/** Every call with a contract (define-call.ts): the OpenAPI document and the API-path test read this list. */
import { addToOrderCall, placeOrderCall, readOrderCall } from "./order";
import { payOrderCall, payShareCall, setTipsCall, splitOrderCall } from "./order-payments";
import { couponCall, deliveryZonesCall, feedbackFormCall, submissionCall } from "./venue-extras";
import type { CallContract } from "./define-call";

export const CALL_CONTRACTS: readonly CallContract[] = [
  placeOrderCall,
  readOrderCall,
  addToOrderCall,
  payOrderCall,
  setTipsCall,
  splitOrderCall,
  payShareCall,
  couponCall,
  feedbackFormCall,
  submissionCall,
  deliveryZonesCall,
];
