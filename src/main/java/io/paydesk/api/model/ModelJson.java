package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The one Jackson configuration for the service's JSON: snake_case names, floats as BigDecimal,
 * unknown properties ignored, empty strings read as absent, lenient java.time, absent fields left
 * out when writing. The store uses it to rehydrate what it saved.
 */
public final class ModelJson {
  private static final ObjectMapper MAPPER = createMapper();

  /**
   * One reader per model type, made on first use: making one builds the deserializers of the type's
   * whole tree (a third of the cost of storing the first payments when all were made at once, while
   * the store only reads JSON trees).
   */
  private static final ClassValue<ObjectReader> READERS =
      new ClassValue<>() {
        @Override
        protected ObjectReader computeValue(Class<?> type) {
          return MAPPER.readerFor(type);
        }
      };

  private ModelJson() {}

  private static ObjectMapper createMapper() {
    SimpleModule lenient = new SimpleModule("paydesk-lenient");
    lenient.addDeserializer(String.class, new LenientJson.BlankAsNullStringDeserializer());
    lenient.addDeserializer(JsonNode.class, new LenientJson.NullAsAbsentJsonNodeDeserializer());
    lenient.addDeserializer(
        OffsetDateTime.class, new LenientJson.LenientOffsetDateTimeDeserializer());
    lenient.setDeserializerModifier(
        new BeanDeserializerModifier() {
          @Override
          public JsonDeserializer<?> modifyDeserializer(
              DeserializationConfig config, BeanDescription desc, JsonDeserializer<?> deser) {
            return desc.getBeanClass().isRecord() && deser.getClass() == BeanDeserializer.class
                ? new RecordDeserializer((BeanDeserializer) deser)
                : deser;
          }
        });
    JsonMapper mapper =
        JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(lenient)
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.ACCEPT_EMPTY_STRING_AS_NULL_OBJECT)
            .enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
            .enable(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            // Published examples escape characters that JSON does not allow to escape.
            .enable(JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();
    mapper.addHandler(new LenientJson.LenientProblemHandler());
    mapper
        .coercionConfigDefaults()
        .setCoercion(CoercionInputShape.EmptyString, CoercionAction.AsNull)
        .setAcceptBlankAsEmpty(true);
    return mapper;
  }

  /** The shared mapper; do not reconfigure it. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  public static Payment readPayment(String json) {
    return read(json, Payment.class).withRawJson(json);
  }

  /** A payment from the UTF-8 bytes of an answer: bound from the bytes, the text kept as raw. */
  public static Payment readPayment(byte[] json) {
    return read(json, Payment.class).withRawJson(text(json));
  }

  /** A JSON array of payments (or one payment), each keeping its own JSON text. */
  public static List<Payment> readPayments(String json) {
    return readPayments(json.getBytes(StandardCharsets.UTF_8));
  }

  public static List<Payment> readPayments(byte[] json) {
    return readEach(Payment.class, json, Payment::withRawJson);
  }

  public static TransactionResult readTransactionResult(String json) {
    return read(json, TransactionResult.class).withRawJson(json);
  }

  public static TransactionResult readTransactionResult(byte[] json) {
    return read(json, TransactionResult.class).withRawJson(text(json));
  }

  public static Transaction readTransaction(String json) {
    return read(json, Transaction.class);
  }

  public static Payout readPayout(String json) {
    return read(json, Payout.class).withRawJson(json);
  }

  public static Payout readPayout(byte[] json) {
    return read(json, Payout.class).withRawJson(text(json));
  }

  /** A JSON array of payouts (or one payout), each keeping its own JSON text. */
  public static List<Payout> readPayouts(String json) {
    return readPayouts(json.getBytes(StandardCharsets.UTF_8));
  }

  public static List<Payout> readPayouts(byte[] json) {
    return readEach(Payout.class, json, Payout::withRawJson);
  }

  public static Subscription readSubscription(String json) {
    return read(json, Subscription.class).withRawJson(json);
  }

  public static Subscription readSubscription(byte[] json) {
    return read(json, Subscription.class).withRawJson(text(json));
  }

  public static BankingEntity readBankingEntity(String json) {
    return read(json, BankingEntity.class).withRawJson(json);
  }

  public static BankingEntity readBankingEntity(byte[] json) {
    return read(json, BankingEntity.class).withRawJson(text(json));
  }

  public static EnrolledPaymentMethod readEnrolledPaymentMethod(String json) {
    return read(json, EnrolledPaymentMethod.class).withRawJson(json);
  }

  /**
   * The list answer of enrolled payment methods ({@code {"payment_methods": [...]}}), or a bare
   * array; each item keeps its own JSON text.
   */
  public static List<EnrolledPaymentMethod> readEnrolledPaymentMethods(String json) {
    return readEnrolledPaymentMethods(json.getBytes(StandardCharsets.UTF_8));
  }

  public static List<EnrolledPaymentMethod> readEnrolledPaymentMethods(byte[] json) {
    try (JsonParser p = READERS.get(EnrolledPaymentMethod.class).createParser(json)) {
      if (p.nextToken() == JsonToken.START_OBJECT) {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          if (p.nextToken() == JsonToken.START_ARRAY && name.equals("payment_methods")) {
            return readItems(
                READERS.get(EnrolledPaymentMethod.class),
                p,
                json,
                EnrolledPaymentMethod::withRawJson);
          }
          p.skipChildren();
        }
        return List.of();
      }
      return readItems(
          READERS.get(EnrolledPaymentMethod.class), p, json, EnrolledPaymentMethod::withRawJson);
    } catch (IOException e) {
      throw unreadable(e, EnrolledPaymentMethod.class);
    }
  }

  public static Customer readCustomer(String json) {
    return read(json, Customer.class).withRawJson(json);
  }

  public static Customer readCustomer(byte[] json) {
    return read(json, Customer.class).withRawJson(text(json));
  }

  /** Writes a model or request as the service spells it; null fields are left out. */
  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "Cannot write " + value.getClass().getSimpleName() + " as JSON", e);
    }
  }

  /** Parses JSON text into a tree. */
  public static JsonNode tree(String json) {
    try {
      return MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new MalformedJsonException("The service answered with text that is not JSON", e);
    }
  }

  /** A JSON array of objects (or one object), bound in one pass, each with its own JSON text. */
  private static <T> List<T> readEach(
      Class<T> type, byte[] json, BiFunction<T, String, T> withRawJson) {
    ObjectReader reader = READERS.get(type);
    try (JsonParser p = reader.createParser(json)) {
      p.nextToken();
      return readItems(reader, p, json, withRawJson);
    } catch (IOException e) {
      throw unreadable(e, type);
    }
  }

  /**
   * The objects of the array (or the one object) at the parser's token; other items are skipped.
   */
  private static <T> List<T> readItems(
      ObjectReader reader, JsonParser p, byte[] json, BiFunction<T, String, T> withRawJson)
      throws IOException {
    boolean array = p.currentToken() == JsonToken.START_ARRAY;
    JsonToken t = array ? p.nextToken() : p.currentToken();
    List<T> out = new ArrayList<>();
    for (; t != null && t != JsonToken.END_ARRAY; t = array ? p.nextToken() : null) {
      if (t != JsonToken.START_OBJECT) {
        p.skipChildren();
        continue;
      }
      int start = (int) p.currentTokenLocation().getByteOffset();
      T item = reader.readValue(p);
      int end = (int) p.currentLocation().getByteOffset();
      out.add(
          withRawJson.apply(item, new String(json, start, end - start, StandardCharsets.UTF_8)));
    }
    return Collections.unmodifiableList(out);
  }

  private static MalformedJsonException unreadable(IOException e, Class<?> type) {
    return new MalformedJsonException(
        "The service's " + type.getSimpleName() + " could not be read", e);
  }

  private static <T> T read(byte[] json, Class<T> type) {
    if (isBlank(json)) {
      throw new MalformedJsonException("The service sent an empty " + type.getSimpleName(), null);
    }
    try {
      return READERS.get(type).readValue(json);
    } catch (IOException e) {
      throw unreadable(e, type);
    }
  }

  private static boolean isBlank(byte[] json) {
    for (byte b : json) {
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
        return false;
      }
    }
    return true;
  }

  private static String text(byte[] json) {
    return new String(json, StandardCharsets.UTF_8);
  }

  /** Reads any model type (no raw JSON attached). */
  public static <T> T read(String json, Class<T> type) {
    if (json == null || json.isBlank()) {
      throw new MalformedJsonException("The service sent an empty " + type.getSimpleName(), null);
    }
    try {
      return READERS.get(type).readValue(json);
    } catch (JsonProcessingException e) {
      throw new MalformedJsonException(
          "The service's " + type.getSimpleName() + " could not be read", e);
    }
  }

  /** JSON that cannot be read as the expected shape; the message never holds the JSON text. */
  public static final class MalformedJsonException extends UncheckedIOException {
    private static final long serialVersionUID = 1L;

    MalformedJsonException(String message, IOException cause) {
      super(message, cause == null ? new java.io.IOException(message) : cause);
    }
  }
}
