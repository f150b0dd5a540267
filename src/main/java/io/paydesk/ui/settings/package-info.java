/**
 * The Settings area: the connection (embedded sandbox or live, with its keys), the sandbox's reset,
 * and the local store (location, size, audit check and export, compaction).
 */
package io.paydesk.ui.settings;
