/**
 * FACTS.md §2.13, written down once for the tests: the unsafe defaults every install shares, with
 * their values. These are the fact sheet's words, not values read back from src/data, so a test
 * that holds the data or the .env builder to them checks both against the source.
 */
export const unsafeDefaults: Readonly<Record<string, string>> = {
  POSTGRES_PASSWORD: 'seiling123',
  REDIS_PASSWORD: 'seiling123',
  FLOWISE_PASSWORD: 'seiling123',
  NEO4J_AUTH: 'neo4j/seiling123',
  FLOWISE_USERNAME: 'admin',
  N8N_ENCRYPTION_KEY: 'seiling-encryption-key',
  N8N_USER_MANAGEMENT_JWT_SECRET: 'seiling-jwt-secret',
  WEBUI_SECRET_KEY: 'seiling-webui-secret',
  WEBUI_AUTH: 'False',
  NODE_FUNCTION_ALLOW_EXTERNAL: '*',
  ELIZA_SERVER_AUTH_TOKEN: '',
  OPENAI_API_KEY: 'sk-proj-your_openai_api_key_here',
  SEI_PRIVATE_KEY: '0xyour_sei_private_key_here',
};
