#version 450
#extension GL_GOOGLE_include_directive : require

layout(set = 1, binding = 0) uniform sampler2D uAlbedo;

layout(set = 0, binding = 0) uniform Frame {
    vec3 lightDir;
    float ambient;
} uFrame;

layout(location = 0) in vec3 vNormal;
layout(location = 1) in vec2 vUV;
layout(location = 0) out vec4 outColor;

void main() {
    vec3 n = normalize(vNormal);
    float ndl = max(dot(n, -normalize(uFrame.lightDir)), 0.0);
    vec4 albedo = texture(uAlbedo, vUV);
    outColor = vec4(albedo.rgb * (uFrame.ambient + ndl), albedo.a);
}
