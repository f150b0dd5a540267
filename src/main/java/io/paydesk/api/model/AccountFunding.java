package io.paydesk.api.model;

/** Sender and beneficiary of an account-funding payment. */
public record AccountFunding(FundingParty sender, FundingParty beneficiary) {}
