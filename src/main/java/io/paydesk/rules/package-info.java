/**
 * The service's limits and enumerations in one place (countries, purposes, evidence categories,
 * reasons, length limits) and one validator per request type ({@link
 * io.paydesk.rules.RequestRules}), so the client and the forms check input the same way. Depends
 * only on the request records of {@code api.model}; never on the client itself.
 */
package io.paydesk.rules;
