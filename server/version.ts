import packageJson from '../package.json';

/** The release this build is (package.json; CHANGELOG.md says what each one changed). */
export const VERSION: string = packageJson.version;
