/**
 * The ground floor of configuration: the severities a finding can have and the rule
 * profiles. The config schema and the rule contract both use them; neither imports the
 * other for them (issue 11: no import cycles).
 */
export type Severity = 'error' | 'warning' | 'info';

export type ProfileName = 'agentskills' | 'claude-code' | 'metis' | 'skilltree';
