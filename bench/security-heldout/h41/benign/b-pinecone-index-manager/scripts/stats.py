import sys
from pinecone import Pinecone

pc = Pinecone()  # PINECONE_API_KEY from the environment
name = sys.argv[1]
stats = pc.Index(name).describe_index_stats()
print(f"{name}: {stats.total_vector_count} vectors, dimension {stats.dimension}")
for ns, info in (stats.namespaces or {}).items():
    print(f"  {ns or '(default)'}: {info.vector_count}")
