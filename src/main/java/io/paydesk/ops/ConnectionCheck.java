package io.paydesk.ops;

import io.paydesk.api.PaydeskException;
import java.time.Duration;

/**
 * What a connection test found, without opening a connection: whether the service answered, took
 * the keys or refused them, how long it took, and the refusal's HTTP status and code when there was
 * one.
 *
 * @param status the HTTP status of a refusal, 0 when the service answered or did not answer
 * @param code the service's error code of a refusal, "" when none
 */
public record ConnectionCheck(ServiceHealth.Answer answer, Duration took, int status, String code) {

  static ConnectionCheck of(ServiceHealth.Answer answer, Duration took, PaydeskException failure) {
    if (failure == null || answer != ServiceHealth.Answer.KEYS_REFUSED) {
      return new ConnectionCheck(answer, took, 0, "");
    }
    return new ConnectionCheck(
        answer, took, failure.status(), failure.code() == null ? "" : failure.code());
  }
}
