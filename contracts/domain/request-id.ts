/**
 * The header every reply carries its request id in, the id of the server's log line for that request
 * (docs/operations.md "Logs"). The site shows it in the error toast of a failed call ("Reference: …"), so support
 * finds the line a player's complaint is about.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
