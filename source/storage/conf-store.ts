import Conf from 'conf';
import {FILE_NAME} from './files.js';
import {documentStore, type Store, type StoreData} from './store.js';

/**
 * The store on disk through conf. The file was already checked (and a damaged
 * one moved aside) by readDataFile before this is opened.
 */
export function confStore(directory: string): Store {
  const conf = new Conf<StoreData>({
    cwd: directory,
    configName: FILE_NAME.replace(/\.json$/, ''),
    projectName: 'patience',
    clearInvalidConfig: false,
  });
  return documentStore(
    () => conf.store,
    (data) => {
      conf.store = data;
    },
  );
}
