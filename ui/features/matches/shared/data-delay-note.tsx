import { site } from '@core';
import styles from './match-bits.module.css';

/** the data provider's notice (SETTINGS-5): 'Data is delayed by 15 minutes', wherever match data is shown */
export function DataDelayNote() {
  return <p className={styles.delay}>{site.texts.sharePriceNote}</p>;
}
