// The provider puts the session's id where this placeholder stands (Stripe's convention; the sandbox
// replaces it in both URLs).
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Where the provider sends the browser back: /checkout/success or /checkout/failed, each with the session,
 * whose outcome (and what it was for) those screens read. Written by hand: URLSearchParams would escape
 * the placeholder's braces and the provider would not find it.
 */
export function checkoutReturnUrls(origin: string) {
  return {
    success_url: `${origin}/checkout/success?session_id=${SESSION_PLACEHOLDER}`,
    cancel_url: `${origin}/checkout/failed?session_id=${SESSION_PLACEHOLDER}`,
  };
}
