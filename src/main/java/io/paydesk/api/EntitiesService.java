package io.paydesk.api;

import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.ModelJson;

/** Banking entities (INDIVIDUAL or ENTITY). */
public final class EntitiesService {
  private final Transport transport;

  EntitiesService(Transport transport) {
    this.transport = transport;
  }

  /** POST /banking/entities with a UUID idempotency key (the caller's, or a new one). */
  public BankingEntity create(BankingEntityCreateRequest request, RequestOptions options) {
    ApiCall call =
        ApiCall.post("banking entity", "banking", "entities")
            .body(Services.body(request, RequestRules::check))
            .idempotency(ApiCall.Idempotency.REQUIRED_UUID)
            .options(options)
            .build();
    return transport.call(call, ModelJson::readBankingEntity);
  }
}
