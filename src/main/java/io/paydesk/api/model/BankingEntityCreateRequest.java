package io.paydesk.api.model;

/**
 * Body of POST /banking/entities; entity_detail carries the sub-object matching national_entity.
 */
public record BankingEntityCreateRequest(
    String accountId,
    String merchantEntityId,
    NationalEntity nationalEntity,
    Phone phone,
    Address address,
    EntityDetail entityDetail) {}
