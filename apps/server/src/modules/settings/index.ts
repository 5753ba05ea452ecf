/** What other modules and the seed use of the settings. */
export { readApplicationWindow, readSetting, insertMissingSettings, writeSetting, type SettingValues } from './repository';
export { isWithin, type Window } from './phases';
