/** The standard event names the ad platforms know; anything else is sent as a custom event. */
export const STANDARD_EVENT_NAMES: readonly string[] = [
  'Purchase',
  'Lead',
  'CompleteRegistration',
  'AddToCart',
  'ViewContent',
  'PageView',
  'InitiateCheckout',
  'Search',
  'Subscribe',
];
