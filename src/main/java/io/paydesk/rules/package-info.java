/**
 * The service's limits and enumerations in one place (countries, purposes, evidence
 * categories, length limits, currency digits), so the client and the forms check input the
 * same way. Depends on nothing else of the console.
 */
package io.paydesk.rules;
