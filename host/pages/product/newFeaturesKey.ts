/** The SWR key of the What's new admin list, which the form revalidates after a save. */
export const FEATURES_KEY = 'newfeatures/admin?all';
