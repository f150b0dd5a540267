/**
 * A stateful local simulator of the payments service on 127.0.0.1. It shares no classes with
 * the console (its own JSON handling), so contract tests between the client and the sandbox
 * catch shape mistakes on either side.
 */
package io.paydesk.sandbox;
