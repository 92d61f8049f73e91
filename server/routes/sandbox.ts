/**
 * The payment sandbox (issue 12): for each provider plugin, a local page that stands in for the provider's own
 * payment page when the venue has no provider keys — the order's amount, a test card, and Pay, Decline and Cancel.
 * The guest's choice is recorded on the provider's side (sandbox_payments) and the page sends the guest back to
 * `/payment/{provider}` with exactly that provider's query parameters, as the real provider would. Whether the
 * payment counts is decided later by the status call, which asks this record (server/payments/online-payments.ts).
 */
import type { FastifyInstance } from "fastify";
import type { OnlinePayments } from "../payments/online-payments";
import { OUTCOMES } from "../payments/online-payments";
import type { ServerContext } from "../server-context";
import { sha256Source } from "../security/inline-sources";

interface SandboxPayment {
  provider: string;
  reference: string;
  session: string;
  outcome: string | null;
  amount: string | null;
  order_id: string | null;
  order_uuid: string | null;
  venue_name: string | null;
  currency: string | null;
}

async function findSandboxPayment(ctx: ServerContext, provider: string, reference: string): Promise<SandboxPayment | undefined> {
  const [row] = await ctx.db.query<SandboxPayment>(
    `select s.provider, s.reference, s.session, s.outcome, p.amount, p.order_id, p.order_uuid, v.payload->>'name' as venue_name, v.payload->>'currency_symbol' as currency
       from sandbox_payments s
       join payments p on p.provider = s.provider and p.reference = s.reference
       left join venues v on v.license = p.license
      where s.provider = $1 and s.reference = $2`,
    [provider, reference],
  );
  return row;
}

const PAGE_STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #eef1f6; color: #1b2330; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .brand { display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 20px; margin-bottom: 4px; }
  .badge { font-size: 12px; font-weight: 600; background: #ffe8a3; color: #5a4300; border-radius: 999px; padding: 2px 8px; }
  .card { background: #fff; border-radius: 14px; padding: 20px; box-shadow: 0 1px 3px rgba(0,0,0,.08); display: grid; gap: 14px; }
  .amount { font-size: 32px; font-weight: 800; margin: 0; }
  .muted { color: #5b6675; margin: 0; font-size: 14px; }
  label { display: grid; gap: 4px; font-size: 14px; font-weight: 600; }
  input { font: inherit; width: 100%; min-width: 0; padding: 10px 12px; border: 1px solid #c9d1dc; border-radius: 8px; background: #f7f9fb; color: #1b2330; }
  .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
  button { font: inherit; font-weight: 700; border-radius: 10px; padding: 12px; min-height: 48px; cursor: pointer; border: 1px solid transparent; width: 100%; }
  .pay { background: #1f5eff; color: #fff; }
  .decline { background: #fff; color: #b42318; border-color: #b42318; }
  .cancel { background: transparent; color: #1b2330; border-color: #c9d1dc; }
  .actions { display: grid; gap: 10px; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1f5eff; outline-offset: 2px; }
`;

/** The page's own policy: its one style block (by hash) and its form posting back here; nothing else loads or runs. */
const PAGE_POLICY = `default-src 'none'; style-src ${sha256Source(PAGE_STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(payment: SandboxPayment, providerName: string): string {
  const done = payment.outcome !== null;
  const amount = `${payment.currency ?? ""} ${Number(payment.amount ?? 0).toFixed(2)}`.trim();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(providerName)} sandbox payment</title>
<style>${PAGE_STYLE}</style></head>
<body><main>
  <p class="brand">${escape(providerName)} <span class="badge">Sandbox</span></p>
  <p class="muted">A test payment page of the reference server: no card is charged.</p>
  <form class="card" method="post" aria-label="Payment">
    <p class="muted">${escape(payment.venue_name ?? "")}${payment.order_id ? ` · Order #${escape(payment.order_id)}` : ""}</p>
    <p class="amount" data-testid="sandbox-amount">${escape(amount)}</p>
    <label>Card number <input value="4242 4242 4242 4242" readonly autocomplete="off"></label>
    <div class="row"><label>Expiry <input value="12 / 34" readonly></label><label>CVC <input value="123" readonly></label></div>
    ${done ? `<p role="status">This payment is already ${escape(payment.outcome!.toLowerCase())}.</p>` : ""}
    <div class="actions">
      <button class="pay" name="action" value="pay"${done ? " disabled" : ""}>Pay ${escape(amount)}</button>
      <button class="decline" name="action" value="decline"${done ? " disabled" : ""}>Decline</button>
      <button class="cancel" name="action" value="cancel"${done ? " disabled" : ""}>Cancel</button>
    </div>
  </form>
</main></body></html>`;
}

export function registerSandboxRoutes(app: FastifyInstance, ctx: ServerContext, payments: OnlinePayments): void {
  void app.register(async (scope) => {
    // The page's buttons post a plain HTML form.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));
    sandboxRoutes(scope, ctx, payments);
  });
}

function sandboxRoutes(app: FastifyInstance, ctx: ServerContext, payments: OnlinePayments): void {
  const providerName = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

  app.get<{ Params: { provider: string; reference: string } }>("/sandbox/pay/:provider/:reference", async (request, reply) => {
    const payment = await findSandboxPayment(ctx, request.params.provider, request.params.reference);
    if (!payment) return reply.code(404).send({ detail: "No such payment" });
    return reply.header("cache-control", "no-store").header("content-security-policy", PAGE_POLICY).type("text/html; charset=utf-8").send(page(payment, providerName(payment.provider)));
  });

  app.post<{ Params: { provider: string; reference: string }; Body: { action?: string } | string | null }>("/sandbox/pay/:provider/:reference", async (request, reply) => {
    const { provider, reference } = request.params;
    const payment = await findSandboxPayment(ctx, provider, reference);
    const half = payments.providers.get(provider);
    if (!payment || !half) return reply.code(404).send({ detail: "No such payment" });
    const body = typeof request.body === "string" ? Object.fromEntries(new URLSearchParams(request.body)) : (request.body ?? {});
    const outcome = OUTCOMES[body.action as keyof typeof OUTCOMES];
    if (!outcome) return reply.code(400).send({ detail: "The action must be pay, decline or cancel." });
    // Paying is capturing: refused (declined, nothing charged) when the amount is no longer due — the balance went
    // down since the page was issued, or another payment settled it.
    const captured = outcome === OUTCOMES.pay && !(await payments.capturable(provider, reference)) ? OUTCOMES.decline : outcome;
    // The first choice stands: a second tap, or the back button and another choice, change nothing.
    await ctx.db.query("update sandbox_payments set outcome = $3 where provider = $1 and reference = $2 and outcome is null", [provider, reference, captured]);
    const query = new URLSearchParams(half.returnQuery({ reference, session: payment.session, orderUuid: payment.order_uuid ?? "" }));
    return reply.redirect(`/payment/${encodeURIComponent(provider)}?${query.toString()}`, 303);
  });
}
