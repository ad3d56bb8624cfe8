// autocannon setupRequest hook (loaded by lib/custom-load-child.mjs): each request is the next
// prepared webhook (a charge.success body with its valid x-paystack-signature), in turn.

/** @param {{ webhooks: { body: string, signature: string }[] }} options */
export default function webhookRequests({ webhooks }) {
  let n = 0;
  return (/** @type {{ headers?: Record<string, string> }} */ request) => {
    const hook = webhooks[n++ % webhooks.length];
    return {
      ...request,
      method: 'POST',
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'x-paystack-signature': hook.signature,
      },
      body: hook.body,
    };
  };
}
