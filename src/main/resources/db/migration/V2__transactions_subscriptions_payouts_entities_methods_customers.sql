-- Paydesk store, version 2: every other resource the client returns. Same rules as payments:
-- the later updated_at wins, raw JSON kept with document numbers masked and card data removed.

CREATE TABLE transactions (
  id                 VARCHAR(64) PRIMARY KEY,
  payment_id         VARCHAR(64) NOT NULL,
  type               VARCHAR(60),
  status             VARCHAR(60),
  category           VARCHAR(60),
  amount             DECIMAL(24, 6),
  merchant_reference VARCHAR(255),
  created_at         TIMESTAMP WITH TIME ZONE,
  updated_ns         BIGINT NOT NULL,
  last_refreshed_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  -- NULL when the transaction came inside its payment: read it from payment_json instead.
  raw_json           ${json_text}
);
CREATE INDEX transactions_payment ON transactions (payment_id, created_at);
CREATE INDEX transactions_type ON transactions (type, status);

CREATE TABLE subscriptions (
  id                 VARCHAR(64) PRIMARY KEY,
  name               VARCHAR(255),
  status             VARCHAR(60),
  merchant_reference VARCHAR(255),
  customer_id        VARCHAR(64),
  amount             DECIMAL(24, 6),
  currency           VARCHAR(10),
  country            VARCHAR(10),
  next_billing_at    TIMESTAMP WITH TIME ZONE,
  created_at         TIMESTAMP WITH TIME ZONE,
  updated_ns         BIGINT NOT NULL,
  last_refreshed_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  raw_json           ${json_text} NOT NULL
);
CREATE INDEX subscriptions_status ON subscriptions (status, created_at DESC);
CREATE INDEX subscriptions_customer ON subscriptions (customer_id);
CREATE INDEX subscriptions_reference ON subscriptions (merchant_reference);
CREATE INDEX subscriptions_created ON subscriptions (created_at DESC);

CREATE TABLE payouts (
  id                   VARCHAR(64) PRIMARY KEY,
  merchant_reference   VARCHAR(255),
  status               VARCHAR(60),
  purpose              VARCHAR(100),
  country              VARCHAR(10),
  amount               DECIMAL(24, 6),
  currency             VARCHAR(10),
  beneficiary_name     VARCHAR(520),
  beneficiary_document VARCHAR(40),
  beneficiary_doc_hash VARCHAR(64),
  created_at           TIMESTAMP WITH TIME ZONE,
  updated_ns           BIGINT NOT NULL,
  last_refreshed_at    TIMESTAMP WITH TIME ZONE NOT NULL,
  raw_json             ${json_text} NOT NULL
);
CREATE INDEX payouts_reference ON payouts (merchant_reference);
CREATE INDEX payouts_created ON payouts (created_at DESC);
CREATE INDEX payouts_status ON payouts (status, created_at DESC);
CREATE INDEX payouts_doc ON payouts (beneficiary_doc_hash);

CREATE TABLE banking_entities (
  id                 VARCHAR(100) PRIMARY KEY,
  merchant_entity_id VARCHAR(255),
  national_entity    VARCHAR(30),
  name               VARCHAR(520),
  email              VARCHAR(320),
  country            VARCHAR(10),
  created_at         TIMESTAMP WITH TIME ZONE,
  updated_ns         BIGINT NOT NULL,
  last_refreshed_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  raw_json           ${json_text} NOT NULL
);
CREATE INDEX banking_entities_merchant ON banking_entities (merchant_entity_id);
CREATE INDEX banking_entities_created ON banking_entities (created_at DESC);

-- Enrolled methods have no id of their own: the vaulted token names one.
CREATE TABLE enrolled_methods (
  id                VARCHAR(255) PRIMARY KEY,
  customer_id       VARCHAR(64) NOT NULL,
  type              VARCHAR(60),
  status            VARCHAR(60),
  card_brand        VARCHAR(60),
  card_last4        VARCHAR(4),
  expiration_month  INTEGER,
  expiration_year   INTEGER,
  last_used_at      TIMESTAMP WITH TIME ZONE,
  created_at        TIMESTAMP WITH TIME ZONE,
  updated_ns        BIGINT NOT NULL,
  last_refreshed_at TIMESTAMP WITH TIME ZONE NOT NULL,
  raw_json          ${json_text} NOT NULL
);
CREATE INDEX enrolled_methods_customer ON enrolled_methods (customer_id);

CREATE TABLE customers (
  id                   VARCHAR(64) PRIMARY KEY,
  merchant_customer_id VARCHAR(255),
  name                 VARCHAR(520),
  email                VARCHAR(320),
  document_masked      VARCHAR(40),
  document_hash        VARCHAR(64),
  country              VARCHAR(10),
  created_at           TIMESTAMP WITH TIME ZONE,
  updated_ns           BIGINT NOT NULL,
  last_refreshed_at    TIMESTAMP WITH TIME ZONE NOT NULL,
  raw_json             ${json_text} NOT NULL
);
CREATE INDEX customers_merchant ON customers (merchant_customer_id);
CREATE INDEX customers_email ON customers (email);
CREATE INDEX customers_document ON customers (document_hash);
