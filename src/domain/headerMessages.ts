/** The header's messages that belong to no single rule module (spec sections 5 and 8). */

export const MULTI_SCREEN_UNSUPPORTED = "Your browser doesn't support getScreenDetails() or the flag isn't enabled.";
export const MULTI_SCREEN_ERROR = 'Error getting screen details.';

export const BRANCH_REQUIRED_TITLE = 'Branch Required';
export const BRANCH_REQUIRED_MESSAGE = 'Please select a branch.';
