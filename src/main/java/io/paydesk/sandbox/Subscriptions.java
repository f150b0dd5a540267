package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Subscriptions: each cycle of the simulated clock bills a card payment; the subscription becomes
 * COMPLETED at the earliest of billing the billing_cycles.total-th cycle and the clock reaching
 * availability.finish_at (never earlier because the next billing date would fall after it).
 */
final class Subscriptions {
  static final Set<String> FREQUENCIES = Set.of("DAY", "WEEK", "MONTH", "YEAR");
  static final int MAX_ATTEMPTS = 7;

  /** openapi create-subscription: at most 50 metadata items (create and PATCH alike). */
  static final int MAX_METADATA = 50;

  /**
   * Decline code of a rebill refused for missing stored-credential usage data: a subscription whose
   * merchant_reference holds NO_STORED_CREDENTIALS gets it until a PATCH adds
   * payment_method.card.store_credentials.
   */
  static final String MISSING_CREDENTIALS = "MISSING_STORED_CREDENTIALS";

  static String declineMessage(String code) {
    return MISSING_CREDENTIALS.equals(code)
        ? "Rebill declined: stored credential usage data missing (send store_credentials)"
        : "Do not honor";
  }

  /** The decline code a rebill of s gets for missing stored credentials, else null. */
  private static String credentialsDecline(ObjectNode s) {
    String reference = SandboxJson.text(s, "merchant_reference");
    boolean needs =
        reference != null
            && reference.toUpperCase(Locale.ROOT).contains("NO_STORED_CREDENTIALS")
            && !s.path("payment_method").has("store_credentials");
    return needs ? MISSING_CREDENTIALS : null;
  }

  static final java.time.Duration RETRY_WINDOW = java.time.Duration.ofHours(96);
  final ConcurrentHashMap<String, ObjectNode> byId = new ConcurrentHashMap<>();

  /** Smart retries of a declined cycle (kept in memory only): subscription id to its state. */
  private final ConcurrentHashMap<String, Retry> retrying = new ConcurrentHashMap<>();

  /** X-Idempotency-Key of each subscription's creation (kept in memory only). */
  private final ConcurrentHashMap<String, String> creationKeys = new ConcurrentHashMap<>();

  /** A declined cycle being retried: attempts made so far, the next one, and the window's end. */
  private record Retry(int cycle, int attempts, int maxAttempts, Instant next, Instant until) {}

  private final Sim sim;

  Subscriptions(Sim sim) {
    this.sim = sim;
  }

  void clear() {
    byId.clear();
    retrying.clear();
    creationKeys.clear();
  }

  /**
   * The key of every webhook event of a subscription: its creation's X-Idempotency-Key, or one
   * derived from its id when it was created without one (or before a restart).
   */
  String creationKey(String id) {
    String key = creationKeys.get(id);
    return key != null
        ? key
        : java.util
            .UUID
            .nameUUIDFromBytes(
                ("subscription:" + id).getBytes(java.nio.charset.StandardCharsets.UTF_8))
            .toString();
  }

  /** subscription.{what} with s as it is now. */
  private void event(String what, ObjectNode s) {
    if (sim.webhooks.on()) {
      sim.webhooks.subscription(what, s, creationKey(s.get("id").asText()));
    }
  }

  void put(ObjectNode s) {
    byId.put(s.get("id").asText(), s);
  }

  ObjectNode find(String id) {
    ObjectNode s = byId.get(id);
    if (s == null) {
      throw new ApiException(400, "SUBSCRIPTION_NOT_FOUND", "Subscription not found.");
    }
    return s;
  }

  Reply create(JsonNode b) {
    return create(b, null);
  }

  /** Creates a subscription; key is the request's X-Idempotency-Key (null when none). */
  Reply create(JsonNode b, String key) {
    Instant now = sim.clock.now();
    String name = Check.text(b, "name", "name", true, 3, 255);
    String description = Check.text(b, "description", "description", false, 3, 255);
    String account = Check.text(b, "account_id", "account_id", true, 36, 64);
    Check.ownAccount(account, sim.accountId);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", false, 3, 255);
    String country = Check.country(b, "country", "country", true);
    Check.Money money = Check.amount(b, "amount", "amount", true);
    JsonNode freq = Check.object(b, "frequency", "frequency", false);
    JsonNode billingDate = Check.object(b, "billing_date", "billing_date", false);
    if (freq != null && billingDate != null) {
      throw ApiException.invalid("frequency", "frequency and billing_date cannot both be sent");
    }
    String fType = "MONTH";
    int fValue = 1;
    if (freq != null) {
      fType = Check.oneOf(freq, "type", "frequency.type", true, FREQUENCIES);
      fValue = positiveInt(freq, "value", "frequency.value", true);
    }
    JsonNode cycles = Check.object(b, "billing_cycles", "billing_cycles", false);
    Integer total =
        cycles == null ? null : positiveIntOrNull(cycles, "total", "billing_cycles.total");
    JsonNode cp = Check.object(b, "customer_payer", "customer_payer", true);
    String customerId = Check.text(cp, "id", "customer_payer.id", true, 36, 64);
    if (!sim.customers.byId.containsKey(customerId)) {
      throw new ApiException(400, "CUSTOMER_NOT_FOUND", "customer_payer.id: customer not found.");
    }
    JsonNode pm = Check.object(b, "payment_method", "payment_method", true);
    String token = paymentMethod(pm);
    JsonNode avail = Check.object(b, "availability", "availability", false);
    Instant start = instant(avail, "start_at", "availability.start_at");
    Instant finish = instant(avail, "finish_at", "availability.finish_at");
    if (start == null) {
      start = now;
    }
    if (finish != null && !finish.isAfter(start)) {
      throw ApiException.invalid("availability.finish_at", "must be after availability.start_at");
    }
    JsonNode retries = Check.object(b, "retries", "retries", false);
    ObjectNode s = SandboxJson.object();
    String id = Ids.random().toString();
    s.put("id", id);
    s.put("name", name);
    s.put("description", description);
    s.put("account_id", account);
    s.put("country", country);
    s.put("merchant_reference", reference);
    s.put("status", "CREATED");
    ObjectNode amount = s.putObject("amount");
    amount.put("currency", money.currency());
    amount.put("value", money.value());
    ObjectNode f = s.putObject("frequency");
    f.put("type", fType);
    f.put("value", fValue);
    s.set("billing_date", billingDate);
    ObjectNode bc = s.putObject("billing_cycles");
    if (total == null) {
      bc.putNull("total");
    } else {
      bc.put("total", total);
    }
    bc.put("current", 0);
    bc.put("next_at", SandboxJson.micros(start));
    s.putObject("customer_payer").put("id", customerId);
    ObjectNode m = s.putObject("payment_method");
    m.put("type", "CARD");
    m.put("vaulted_token", token);
    ObjectNode av = s.putObject("availability");
    av.put("start_at", SandboxJson.micros(start));
    av.put("finish_at", SandboxJson.micros(finish));
    ObjectNode r = s.putObject("retries");
    Boolean rod = Check.bool(retries, "retry_on_decline", "retries.retry_on_decline");
    r.put("retry_on_decline", Boolean.TRUE.equals(rod));
    r.put(
        "amount",
        retries == null || !retries.has("amount")
            ? 0
            : nonNegativeInt(retries, "amount", "retries.amount"));
    s.set("metadata", metadataIn(b));
    s.put("soft_descriptor", Check.text(b, "soft_descriptor", "soft_descriptor", false, 1, 255));
    JsonNode trial = Check.object(b, "trial_period", "trial_period", false);
    if (trial != null) {
      positiveIntOrNull(trial, "billing_cycles", "trial_period.billing_cycles");
      Check.object(trial, "amount", "trial_period.amount", false);
    }
    s.set("trial_period", trial == null ? null : trial.deepCopy());
    Boolean ipv = Check.bool(b, "initial_payment_validation", "initial_payment_validation");
    s.put("initial_payment_validation", Boolean.TRUE.equals(ipv));
    JsonNode additional = Check.object(b, "additional_data", "additional_data", false);
    s.set("additional_data", additional == null ? null : additional.deepCopy());
    s.putArray("payments");
    s.put("created_at", SandboxJson.micros(now));
    s.put("updated_at", SandboxJson.micros(now));
    if (key != null) {
      creationKeys.put(id, key);
    }
    synchronized (s) {
      event("create", s);
      if (!start.isAfter(now)) {
        s.put("status", "ACTIVE");
        event("active", s);
        bill(s, now);
      }
    }
    put(s);
    sim.changed("subscription", id, s);
    return Reply.of(200, SandboxJson.bytes(s));
  }

  byte[] get(String id) {
    ObjectNode s = find(id);
    synchronized (s) {
      return SandboxJson.bytes(s);
    }
  }

  byte[] payments(String id) {
    ObjectNode s = find(id);
    List<Payment> snaps = new ArrayList<>();
    synchronized (s) {
      for (JsonNode pid : s.get("payments")) {
        Payment p = sim.payments.byId.get(java.util.UUID.fromString(pid.asText()));
        if (p != null) {
          synchronized (p) {
            snaps.add(p.copy());
          }
        }
      }
    }
    return PaymentJson.list(snaps);
  }

  Reply update(String id, JsonNode b) {
    ObjectNode s = find(id);
    Instant now = sim.clock.now();
    String name = Check.text(b, "name", "name", false, 3, 255);
    String description = Check.text(b, "description", "description", false, 3, 255);
    String account = Check.text(b, "account_id", "account_id", false, 36, 64);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", false, 3, 255);
    String country = Check.country(b, "country", "country", false);
    Check.Money money = Check.amount(b, "amount", "amount", false);
    JsonNode freq = Check.object(b, "frequency", "frequency", false);
    JsonNode cycles = Check.object(b, "billing_cycles", "billing_cycles", false);
    JsonNode cp = Check.object(b, "customer_payer", "customer_payer", false);
    JsonNode pm = Check.object(b, "payment_method", "payment_method", false);
    JsonNode avail = Check.object(b, "availability", "availability", false);
    JsonNode retries = Check.object(b, "retries", "retries", false);
    String token = pm == null ? null : paymentMethod(pm);
    String customerId = cp == null ? null : Check.text(cp, "id", "customer_payer.id", true, 36, 64);
    if (customerId != null && !sim.customers.byId.containsKey(customerId)) {
      throw new ApiException(400, "CUSTOMER_NOT_FOUND", "customer_payer.id: customer not found.");
    }
    synchronized (s) {
      String status = s.get("status").asText();
      if (status.equals("COMPLETED") || status.equals("CANCELED")) {
        throw new ApiException(
            400, "INVALID_STATE", "A " + status + " subscription cannot be changed.");
      }
      if (account != null && !account.equals(sim.accountId)) {
        throw new ApiException(
            403,
            "AUTHORIZATION_REQUIRED",
            "account_id: the credentials do not give access to account " + account);
      }
      ObjectNode copy = s.deepCopy();
      if (name != null) {
        copy.put("name", name);
      }
      if (description != null) {
        copy.put("description", description);
      }
      if (reference != null) {
        copy.put("merchant_reference", reference);
      }
      if (country != null) {
        copy.put("country", country);
      }
      if (money != null) {
        ObjectNode a = (ObjectNode) copy.get("amount");
        a.put("currency", money.currency());
        a.put("value", money.value());
      }
      if (freq != null) {
        ObjectNode f = (ObjectNode) copy.get("frequency");
        f.put("type", Check.oneOf(freq, "type", "frequency.type", true, FREQUENCIES));
        f.put("value", positiveInt(freq, "value", "frequency.value", true));
      }
      if (cycles != null) {
        Integer total = positiveIntOrNull(cycles, "total", "billing_cycles.total");
        ObjectNode bc = (ObjectNode) copy.get("billing_cycles");
        if (total != null && total < bc.get("current").asInt()) {
          throw ApiException.invalid(
              "billing_cycles.total",
              "cannot be below the cycles already billed (" + bc.get("current").asInt() + ")");
        }
        if (total == null) {
          bc.putNull("total");
        } else {
          bc.put("total", total);
        }
      }
      if (customerId != null) {
        ((ObjectNode) copy.get("customer_payer")).put("id", customerId);
      }
      if (token != null) {
        ((ObjectNode) copy.get("payment_method")).put("vaulted_token", token);
      }
      JsonNode credentials = pm == null ? null : pm.path("card").get("store_credentials");
      if (credentials != null && credentials.isObject()) {
        ((ObjectNode) copy.get("payment_method")).set("store_credentials", credentials.deepCopy());
      }
      if (avail != null) {
        ObjectNode av = (ObjectNode) copy.get("availability");
        if (avail.has("start_at")) {
          av.put(
              "start_at", SandboxJson.micros(instant(avail, "start_at", "availability.start_at")));
        }
        if (avail.has("finish_at")) {
          av.put(
              "finish_at",
              SandboxJson.micros(instant(avail, "finish_at", "availability.finish_at")));
        }
      }
      if (retries != null) {
        ObjectNode r = (ObjectNode) copy.get("retries");
        Boolean rod = Check.bool(retries, "retry_on_decline", "retries.retry_on_decline");
        if (rod != null) {
          r.put("retry_on_decline", rod);
        }
        if (retries.has("amount")) {
          r.put("amount", nonNegativeInt(retries, "amount", "retries.amount"));
        }
      }
      if (b.has("metadata")) {
        copy.set("metadata", mergeMetadata(copy.get("metadata"), b.get("metadata")));
      }
      copy.put("updated_at", SandboxJson.micros(now));
      s.removeAll();
      s.setAll(copy);
      event("update", s);
      completeIfDue(s, now);
      sim.changed("subscription", id, s);
      return Reply.of(200, SandboxJson.bytes(s));
    }
  }

  Reply pause(String id) {
    return transition(id, "PAUSED", Set.of("ACTIVE", "TRIALING", "PAST_DUE", "CREATED"));
  }

  Reply resume(String id) {
    return transition(id, "ACTIVE", Set.of("PAUSED"));
  }

  Reply cancel(String id) {
    return transition(
        id, "CANCELED", Set.of("ACTIVE", "TRIALING", "PAST_DUE", "PAUSED", "CREATED"));
  }

  private Reply transition(String id, String to, Set<String> from) {
    ObjectNode s = find(id);
    Instant now = sim.clock.now();
    synchronized (s) {
      if (!from.contains(s.get("status").asText())) {
        throw new ApiException(
            400, "INVALID_STATE", "The subscription state does not support the action requested.");
      }
      if (to.equals("ACTIVE")) {
        Instant finish = parse(SandboxJson.text(s.get("availability"), "finish_at"));
        if (finish != null && !finish.isAfter(now)) {
          throw new ApiException(
              400,
              "INVALID_DATE",
              "The subscription can not be resumed due to a conflict with the availability dates. "
                  + "Please update availability dates and try again if you want to keep using the subscription.");
        }
        ObjectNode bc = (ObjectNode) s.get("billing_cycles");
        Instant next = parse(SandboxJson.text(bc, "next_at"));
        while (next != null && next.isBefore(now)) {
          next = step(s, next);
        }
        bc.put("next_at", SandboxJson.micros(next));
      }
      s.put("status", to);
      s.put("updated_at", SandboxJson.micros(now));
      if (to.equals("CANCELED")) {
        s.put("cancellation_time", SandboxJson.micros(now));
      }
      event(
          switch (to) {
            case "PAUSED" -> "pause";
            case "ACTIVE" -> "resume";
            default -> "cancel";
          },
          s);
      sim.changed("subscription", id, s);
      return Reply.of(200, SandboxJson.bytes(s));
    }
  }

  /** Bills every cycle that fell due. */
  void tick(Instant now) {
    for (ObjectNode s : byId.values()) {
      synchronized (s) {
        String status = s.get("status").asText();
        if (status.equals("CREATED")) {
          Instant start = parse(SandboxJson.text(s.get("availability"), "start_at"));
          if (start != null && !start.isAfter(now)) {
            s.put("status", "ACTIVE");
            event("active", s);
          }
        }
        if (!Set.of("ACTIVE", "PAST_DUE").contains(s.get("status").asText())) {
          continue;
        }
        boolean changed = false;
        String id = s.get("id").asText();
        Retry r;
        while ((r = retrying.get(id)) != null
            && !r.next().isAfter(now)
            && beforeFinish(s, r.next())
            && s.get("status").asText().equals("PAST_DUE")) {
          retry(s, r);
          changed = true;
        }
        ObjectNode bc = (ObjectNode) s.get("billing_cycles");
        while (!isComplete(s)
            && !parse(SandboxJson.text(bc, "next_at")).isAfter(now)
            && beforeFinish(s, parse(SandboxJson.text(bc, "next_at")))) {
          bill(s, parse(SandboxJson.text(bc, "next_at")));
          changed = true;
        }
        changed |= completeIfDue(s, now);
        if (changed) {
          sim.changed("subscription", s.get("id").asText(), s);
        }
      }
    }
  }

  /** Charges one cycle at time at, moves next_at, and completes when due. */
  private void bill(ObjectNode s, Instant at) {
    ObjectNode bc = (ObjectNode) s.get("billing_cycles");
    int current = bc.get("current").asInt() + 1;
    String reference = SandboxJson.text(s, "merchant_reference");
    boolean ok = reference == null || !reference.toUpperCase(Locale.ROOT).contains("DECLINE");
    JsonNode a = s.get("amount");
    Payment p =
        sim.payments.create.charge(
            s.get("country").asText(),
            a.get("currency").asText(),
            a.get("value").decimalValue(),
            SandboxJson.text(s.get("payment_method"), "vaulted_token"),
            s.get("name").asText() + " cycle " + current,
            s.get("id").asText() + "-" + current,
            s.get("id").asText(),
            at,
            ok,
            credentialsDecline(s));
    ok = "SUCCEEDED".equals(p.status);
    ((ArrayNode) s.get("payments")).add(p.id.toString());
    bc.put("current", current);
    bc.put("next_at", SandboxJson.micros(step(s, at)));
    String was = s.get("status").asText();
    s.put("status", ok ? "ACTIVE" : "PAST_DUE");
    s.put("updated_at", SandboxJson.micros(at));
    event("cycle_executed", s);
    if (!ok && !was.equals("PAST_DUE")) {
      event("past_due", s);
    } else if (ok && was.equals("PAST_DUE")) {
      event("active", s);
    }
    String id = s.get("id").asText();
    retrying.remove(id);
    JsonNode retries = s.get("retries");
    if (!ok && retries != null && retries.path("retry_on_decline").asBoolean(false)) {
      int wanted = retries.path("amount").asInt(0);
      int max = Math.min(MAX_ATTEMPTS, wanted > 0 ? wanted + 1 : MAX_ATTEMPTS);
      if (max > 1) {
        retrying.put(
            id,
            new Retry(
                current,
                1,
                max,
                at.plus(RETRY_WINDOW.dividedBy(MAX_ATTEMPTS)),
                at.plus(RETRY_WINDOW)));
      }
    }
    completeIfDue(s, at);
  }

  /**
   * Smart retry of a declined cycle (up to 7 attempts over 96 hours): DECLINE_ONCE in
   * merchant_reference succeeds on the first retry, DECLINE never does.
   */
  private void retry(ObjectNode s, Retry r) {
    String reference = SandboxJson.text(s, "merchant_reference");
    String upper = reference == null ? "" : reference.toUpperCase(Locale.ROOT);
    boolean ok = upper.contains("DECLINE_ONCE") || !upper.contains("DECLINE");
    JsonNode a = s.get("amount");
    String id = s.get("id").asText();
    Payment p =
        sim.payments.create.charge(
            s.get("country").asText(),
            a.get("currency").asText(),
            a.get("value").decimalValue(),
            SandboxJson.text(s.get("payment_method"), "vaulted_token"),
            s.get("name").asText() + " cycle " + r.cycle() + " retry " + r.attempts(),
            id + "-" + r.cycle() + "-retry-" + r.attempts(),
            id,
            r.next(),
            ok,
            credentialsDecline(s));
    ok = "SUCCEEDED".equals(p.status);
    ((ArrayNode) s.get("payments")).add(p.id.toString());
    s.put("updated_at", SandboxJson.micros(r.next()));
    Instant next = r.next().plus(RETRY_WINDOW.dividedBy(MAX_ATTEMPTS));
    if (ok) {
      s.put("status", "ACTIVE");
      retrying.remove(id);
      event("active", s);
    } else if (r.attempts() + 1 >= r.maxAttempts() || next.isAfter(r.until())) {
      retrying.remove(id);
    } else {
      retrying.put(id, new Retry(r.cycle(), r.attempts() + 1, r.maxAttempts(), next, r.until()));
    }
  }

  private boolean isComplete(ObjectNode s) {
    if (completeIfDue(s, null)) {
      return true;
    }
    return s.get("status").asText().equals("COMPLETED");
  }

  /**
   * COMPLETED once the billing_cycles.total-th cycle is billed or the clock reaches
   * availability.finish_at, whichever comes first; a next billing date after finish_at does not
   * complete it earlier (it stays ACTIVE until finish_at). now null: only the total is checked.
   */
  private boolean completeIfDue(ObjectNode s, Instant now) {
    if (s.get("status").asText().equals("COMPLETED")
        || s.get("status").asText().equals("CANCELED")) {
      return false;
    }
    ObjectNode bc = (ObjectNode) s.get("billing_cycles");
    JsonNode total = bc.get("total");
    boolean byTotal =
        total != null && !total.isNull() && bc.get("current").asInt() >= total.asInt();
    Instant finish = finishAt(s);
    boolean byFinish = finish != null && now != null && !finish.isAfter(now);
    if (!byTotal && !byFinish) {
      return false;
    }
    Instant end = now == null ? sim.clock.now() : now;
    if (!byTotal) {
      // Reached by the clock: it ended at finish_at, unless finish_at was moved (PATCH) to
      // before the last change, in which case it ends now.
      Instant last = parse(SandboxJson.text(s, "updated_at"));
      if (last == null || finish.isAfter(last)) {
        end = finish;
      }
    }
    s.put("status", "COMPLETED");
    bc.putNull("next_at");
    s.put("ending_time", SandboxJson.micros(end));
    event("complete", s);
    return true;
  }

  private static Instant finishAt(ObjectNode s) {
    return parse(SandboxJson.text(s.get("availability"), "finish_at"));
  }

  /** A charge at time at is made only before finish_at (at finish_at it is COMPLETED). */
  private static boolean beforeFinish(ObjectNode s, Instant at) {
    Instant finish = finishAt(s);
    return finish == null || at.isBefore(finish);
  }

  private static Instant step(ObjectNode s, Instant from) {
    JsonNode f = s.get("frequency");
    int v = f.get("value").asInt();
    ZonedDateTime z = from.atZone(ZoneOffset.UTC);
    return switch (f.get("type").asText()) {
      case "DAY" -> z.plusDays(v).toInstant();
      case "WEEK" -> z.plusWeeks(v).toInstant();
      case "YEAR" -> z.plusYears(v).toInstant();
      default -> z.plusMonths(v).toInstant();
    };
  }

  private String paymentMethod(JsonNode pm) {
    String type = Check.text(pm, "type", "payment_method.type", true, 1, 32);
    if (!type.equals("CARD")) {
      throw ApiException.invalid("payment_method.type", "only CARD is supported");
    }
    String token = Check.text(pm, "vaulted_token", "payment_method.vaulted_token", false, 36, 64);
    JsonNode card = Check.object(pm, "card", "payment_method.card", false);
    if (token == null && card == null) {
      throw ApiException.missing("payment_method.vaulted_token");
    }
    if (token != null && sim.customers.method(token) == null) {
      throw ApiException.invalid(
          "payment_method.vaulted_token", "no enrolled payment method has this token");
    }
    // With a vaulted token, card carries only options (installments...); card_data is for a new
    // card.
    JsonNode cd =
        card == null
            ? null
            : Check.object(card, "card_data", "payment_method.card.card_data", token == null);
    if (cd != null) {
      String number =
          Check.text(cd, "number", "payment_method.card.card_data.number", true, 12, 23);
      if (!number.replaceAll("[ -]", "").matches("\\d{12,19}")) {
        throw ApiException.invalid(
            "payment_method.card.card_data.number", "must be 12 to 19 digits");
      }
      if (token == null) {
        token = Ids.random().toString();
      }
    }
    return token;
  }

  private static int positiveInt(JsonNode o, String f, String path, boolean required) {
    Integer v = positiveIntOrNull(o, f, path);
    if (v == null && required) {
      throw ApiException.missing(path);
    }
    return v == null ? 0 : v;
  }

  private static Integer positiveIntOrNull(JsonNode o, String f, String path) {
    JsonNode v = o.get(f);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < 1) {
      throw ApiException.invalid(path, "must be a whole number of at least 1");
    }
    return v.asInt();
  }

  private static int nonNegativeInt(JsonNode o, String f, String path) {
    JsonNode v = o.get(f);
    if (v == null || !v.isIntegralNumber() || v.asInt() < 0) {
      throw ApiException.invalid(path, "must be a whole number of at least 0");
    }
    return v.asInt();
  }

  static Instant instant(JsonNode o, String f, String path) {
    String s = Check.text(o, f, path, false, 0, 64);
    if (s == null || s.isEmpty()) {
      return null;
    }
    try {
      return parse(s);
    } catch (DateTimeParseException e) {
      throw ApiException.invalid(path, "must be an ISO 8601 timestamp");
    }
  }

  static Instant parse(String s) {
    if (s == null) {
      return null;
    }
    if (s.length() == 10) {
      return java.time.LocalDate.parse(s).atStartOfDay(ZoneOffset.UTC).toInstant();
    }
    return java.time.OffsetDateTime.parse(s).toInstant();
  }

  /** Metadata in: an array of {key, value} or an object of key to value; kept as an array. */
  private static JsonNode metadataIn(JsonNode b) {
    JsonNode m = b.get("metadata");
    if (m == null || m.isNull()) {
      return SandboxJson.array();
    }
    return mergeMetadata(SandboxJson.array(), m);
  }

  /**
   * PATCH semantics: an empty value removes that key; an empty metadata (null, "", [] or {})
   * removes every key.
   */
  static JsonNode mergeMetadata(JsonNode current, JsonNode patch) {
    java.util.LinkedHashMap<String, String> map = new java.util.LinkedHashMap<>();
    if (current != null && current.isArray()) {
      for (JsonNode kv : current) {
        map.put(kv.get("key").asText(), kv.get("value").asText());
      }
    }
    if (patch == null
        || patch.isNull()
        || (patch.isTextual() && patch.asText().isEmpty())
        || (patch.isContainerNode() && patch.isEmpty())) {
      map.clear();
    } else if (patch.isArray()) {
      if (patch.size() > MAX_METADATA) {
        throw ApiException.invalid("metadata", "at most " + MAX_METADATA + " items");
      }
      for (int i = 0; i < patch.size(); i++) {
        JsonNode kv = patch.get(i);
        if (!kv.isObject()) {
          throw ApiException.invalid("metadata[" + i + "]", "must be an object with key and value");
        }
        String key =
            Check.text(kv, "key", "metadata[" + i + "].key", true, 1, Check.METADATA_KEY_MAX);
        String value =
            Check.text(
                kv, "value", "metadata[" + i + "].value", false, 0, Check.METADATA_VALUE_MAX);
        put(map, key, value);
      }
    } else if (patch.isObject()) {
      if (patch.size() > MAX_METADATA) {
        throw ApiException.invalid("metadata", "at most " + MAX_METADATA + " items");
      }
      for (Map.Entry<String, JsonNode> e : patch.properties()) {
        String key = e.getKey();
        int k = key.codePointCount(0, key.length());
        if (k < 1 || k > Check.METADATA_KEY_MAX) {
          throw ApiException.invalid(
              "metadata." + Check.clip(key),
              "key must be 1 to " + Check.METADATA_KEY_MAX + " characters");
        }
        String value = e.getValue().isNull() ? null : e.getValue().asText();
        if (value != null && value.codePointCount(0, value.length()) > Check.METADATA_VALUE_MAX) {
          throw ApiException.invalid(
              "metadata." + key, "must be 0 to " + Check.METADATA_VALUE_MAX + " characters");
        }
        put(map, key, value);
      }
    } else {
      throw ApiException.invalid("metadata", "must be an array of key and value items");
    }
    if (map.size() > MAX_METADATA) {
      throw ApiException.invalid("metadata", "at most " + MAX_METADATA + " items once merged");
    }
    ArrayNode out = SandboxJson.array();
    map.forEach((k, v) -> out.addObject().put("key", k).put("value", v));
    return out;
  }

  private static void put(Map<String, String> map, String key, String value) {
    if (value == null || value.isEmpty()) {
      map.remove(key);
    } else {
      map.put(key, value);
    }
  }
}
